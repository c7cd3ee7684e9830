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
// The brand's colours are the site's (src/theme/tokens.ts): the tile is the call-to-action orange.
const { colors } = await import('../src/theme/tokens.ts')
// The mark, drawn once for these files and for every page's favicon.
const { BRAND_MARK: mark, brandIconSvg } = await import('../src/theme/brand-mark.ts')

const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 240 80">
  <g transform="translate(4 12)">${mark}
  </g>
  <text x="74" y="38" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="${colors.onInk}">Northwind</text>
  <text x="75" y="64" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="400" letter-spacing="5" fill="${colors.accentOnInk}">GROWTH</text>
</svg>`

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
