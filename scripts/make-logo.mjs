// Renders the brand logo (src/images/logo.png), the square icon that
// gatsby-plugin-manifest turns into the app icons (src/images/icon.png),
// and /favicon.ico (static/favicon.ico, which browsers
// and crawlers ask for whatever the page declares) from SVG with sharp.
// Run once after changing the mark: `node scripts/make-logo.mjs` (or with
// `logo` or `favicon` for one of them).
import { writeFileSync } from 'node:fs'
import { register } from 'node:module'
import sharp from 'sharp'

register('./typescript-hooks.mjs', import.meta.url)
// The mark and the logo, drawn once for these files and for every page.
const { brandIconSvg, brandLogoSvg } = await import('../src/theme/brand-mark.ts')

// The picture's words in the face it was first drawn in, Debian's default sans.
const logo = brandLogoSvg(480, 'DejaVu Sans, Arial, sans-serif')
const icon = brandIconSvg(512)

/** An .ico file holding PNG images (every current browser reads them), smallest first. */
function ico(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(pngs.length, 4)
  let offset = header.length
  pngs.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index
    header.writeUInt8(size % 256, entry)
    header.writeUInt8(size % 256, entry + 1)
    header.writeUInt16LE(1, entry + 4)
    header.writeUInt16LE(32, entry + 6)
    header.writeUInt32LE(data.length, entry + 8)
    header.writeUInt32LE(offset, entry + 12)
    offset += data.length
  })
  return Buffer.concat([header, ...pngs.map(({ data }) => data)])
}

const only = process.argv[2]
if (!only || only === 'logo') {
  await sharp(Buffer.from(logo)).png({ compressionLevel: 9 }).toFile('src/images/logo.png')
  await sharp(Buffer.from(icon)).png({ compressionLevel: 9 }).toFile('src/images/icon.png')
  console.log('wrote src/images/logo.png and src/images/icon.png')
}
if (!only || only === 'favicon') {
  const pngs = await Promise.all(
    [16, 32, 48].map(async (size) => ({ size, data: await sharp(Buffer.from(icon)).resize(size, size).png({ compressionLevel: 9 }).toBuffer() })),
  )
  writeFileSync('static/favicon.ico', ico(pngs))
  console.log('wrote static/favicon.ico')
}
