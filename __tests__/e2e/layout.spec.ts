/**
 * Layout across screen widths: no horizontal scrolling from 320 px to
 * 1920 px on any page in either language, the header mirrored in Arabic,
 * and the two call-to-action sizes from the spec.
 */
import { LOCALES, LOCALE_CODES, contentFor, everyPath, home, localizedPath, site, type Locale } from './support/content'
import { expect, test } from './support/fixtures'
import { measureOverflow, visit } from './support/quality'

const WIDTHS = [320, 360, 375, 414, 767, 768, 820, 1024, 1280, 1920]
const PATHS = LOCALE_CODES.flatMap(everyPath)

test.describe('no horizontal scrolling from 320 to 1920 px', () => {
  for (const path of PATHS) {
    test(`on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 800 })
      await visit(page, path)
      const problems: string[] = []
      // The page as it is turned or its window widened: every width's rules apply at once (measuring reads the new layout).
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 })
        const { overflow, culprits } = await measureOverflow(page)
        if (overflow > 0) problems.push(`${width} px: ${overflow}px too wide (${culprits.join('; ')})`)
      }
      expect(problems).toEqual([])
    })
  }
})

test.describe('the header at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** Left and right edges of the logo and of the page links in the header. */
  async function headerBoxes(page: import('@playwright/test').Page, locale: Locale) {
    const banner = page.getByRole('banner')
    const logo = await banner.getByRole('img', { name: site.companyName, exact: true }).boundingBox()
    const nav = await banner.getByRole('navigation', { name: contentFor(locale).layout.mainNavLabel }).boundingBox()
    if (!logo || !nav) throw new Error('logo or page links not shown')
    return { logo: { left: logo.x, right: logo.x + logo.width }, nav: { left: nav.x, right: nav.x + nav.width } }
  }

  test('in English the logo is left of the page links', async ({ page }) => {
    await visit(page, '/')
    const { logo, nav } = await headerBoxes(page, 'en')
    expect(logo.right).toBeLessThanOrEqual(nav.left)
  })

  test(`in Arabic (${LOCALES.ar.dir}) the header is mirrored: the logo is right of the page links`, async ({ page }) => {
    await visit(page, localizedPath('/', 'ar'))
    const { logo, nav } = await headerBoxes(page, 'ar')
    expect(logo.left).toBeGreaterThanOrEqual(nav.right)
    // Against the right edge of the page's column, as the English logo is against the left one.
    const english = await (async () => {
      await visit(page, '/')
      return headerBoxes(page, 'en')
    })()
    const width = await page.evaluate(() => document.documentElement.clientWidth)
    expect(Math.round(width - logo.right)).toBe(Math.round(english.logo.left))
  })
})

test.describe('call-to-action sizes', () => {
  for (const width of [768, 1024, 1920]) {
    test(`at ${width} px 'Contact us' is 197x62 and the evaluation button 346x62`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const contact = await page.getByRole('button', { name: home.contact.submitLabel }).boundingBox()
      expect(contact && { width: Math.round(contact.width), height: Math.round(contact.height) }).toEqual({ width: 197, height: 62 })
      const evaluation = await page.getByRole('link', { name: home.yourStory.buttonLabel }).boundingBox()
      expect(evaluation && { width: Math.round(evaluation.width), height: Math.round(evaluation.height) }).toEqual({ width: 346, height: 62 })
    })
  }

  for (const [width, locale] of LOCALE_CODES.flatMap((code) => [[375, code], [767, code]] as const)) {
    test(`at ${width} px the evaluation button spans the full width of its column (${LOCALES[locale].name})`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto(localizedPath('/', locale))
      const button = page.getByRole('link', { name: contentFor(locale).home.yourStory.buttonLabel })
      const sizes = await button.evaluate((element) => {
        // The column is the nearest ancestor with a box (an island's element has none).
        let column = element.parentElement as HTMLElement
        while (getComputedStyle(column).display === 'contents') column = column.parentElement as HTMLElement
        const style = getComputedStyle(column)
        const inner = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return { button: element.getBoundingClientRect().width, column: inner }
      })
      expect(Math.round(sizes.button)).toBe(Math.round(sizes.column))
      expect(sizes.button).toBeGreaterThan(width - 64)
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(62)
    })
  }
})
