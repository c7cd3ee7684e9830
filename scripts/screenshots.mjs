// Takes screenshots of every page in both languages at 375 px and 1280 px
// wide (and of the open mobile menu) from a running site:
// `node scripts/screenshots.mjs [baseUrl] [outDir]`. Arabic files start with ar-.
import { chromium } from '@playwright/test'

const base = process.argv[2] ?? 'http://localhost:9000'
const out = process.argv[3] ?? 'reports/screenshots'
const englishPages = [
  ['home', '/'],
  ['services', '/ourservices/'],
  ['story', '/ourstory/'],
  ['privacy', '/privacy/'],
  ['insights', '/insights/'],
  ['article', '/insights/measure-google-ads-against-sales/'],
  ['thank-you', '/thank-you/'],
  ['404', '/no-such-page/'],
]
const pages = [...englishPages, ...englishPages.map(([name, path]) => [`ar-${name}`, `/ar${path}`])]

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  for (const [name, path] of pages) {
    await page.goto(base + path, { waitUntil: 'networkidle' })
    await page.evaluate(async () => {
      // Scroll through so the step reveal has run before the full-page shot.
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y)
        await new Promise((resolve) => setTimeout(resolve, 60))
      }
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(900)
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true })
  }
  if (width < 768) {
    for (const [prefix, home] of [['', '/'], ['ar-', '/ar/']]) {
      await page.goto(base + home, { waitUntil: 'networkidle' })
      await page.locator('header button[aria-expanded]').click()
      await page.waitForTimeout(400)
      await page.screenshot({ path: `${out}/${prefix}menu-open-${width}.png` })
    }
  }
  await page.close()
}
await browser.close()
console.log(`screenshots written to ${out}`)
