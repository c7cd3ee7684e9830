// Renders the brand logo (src/images/logo.png) from SVG with sharp.
// Run once after changing the mark: `node scripts/make-logo.mjs`.
import sharp from 'sharp'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 240 80">
  <g transform="translate(4 12)">
    <rect width="56" height="56" rx="12" fill="#c2410c"/>
    <path d="M12 42 L24 28 L32 36 L46 16" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
    <path d="M38 16 H46 V24" fill="none" stroke="#fff" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>
  </g>
  <text x="74" y="38" font-family="DejaVu Sans, Arial, sans-serif" font-size="26" font-weight="700" fill="#ffffff">Northwind</text>
  <text x="75" y="64" font-family="DejaVu Sans, Arial, sans-serif" font-size="17" font-weight="400" letter-spacing="5" fill="#fdba74">GROWTH</text>
</svg>`

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile('src/images/logo.png')
console.log('wrote src/images/logo.png')
