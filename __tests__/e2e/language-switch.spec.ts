/**
 * The link to the other language: on every page it leads to the same page in
 * the other language, it is named in the language it leads to (so a visitor
 * who reads only that language finds it) and marked with that language's
 * lang and hreflang, in the header and in the mobile menu, and the keyboard
 * reaches and follows it.
 */
import type { Locator, Page } from '@playwright/test'
import { LOCALES, LOCALE_CODES, THANK_YOU_PATH, localizedPath, otherLocale, pagesFor, switchName, type Locale } from './support/content'
import { expect, test } from './support/fixtures'
import { mobileMenu, visit } from './support/quality'

/** The switch on a page in `locale`, within `scope`. */
const languageSwitch = (scope: Page | Locator, locale: Locale) => scope.getByRole('link', { name: switchName(locale), exact: true })

async function expectSwitchTo(link: Locator, target: Locale, path: string) {
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', localizedPath(path, target))
  await expect(link).toHaveAttribute('lang', target)
  await expect(link).toHaveAttribute('hreflang', target)
}

/** The visitor is on `path` of the site in `locale`: address, language of the document and the page's own h1. */
async function expectOnPage(page: Page, locale: Locale, originalPath: string) {
  await expect(page).toHaveURL(localizedPath(originalPath, locale))
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
  const heading = pagesFor(locale).find((item) => item.originalPath === originalPath)?.heading ?? ''
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
}

test.describe('at 1280 px, in the header', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  for (const locale of LOCALE_CODES) {
    const target = otherLocale(locale)
    for (const { path, originalPath } of [...pagesFor(locale), { path: localizedPath(THANK_YOU_PATH, locale), originalPath: THANK_YOU_PATH }]) {
      test(`${path} offers the same page in ${LOCALES[target].name}`, async ({ page }) => {
        await page.goto(path)
        await expectSwitchTo(languageSwitch(page.getByRole('banner'), locale), target, originalPath)
      })
    }
  }

  test('from Our Story to its Arabic page and back, keeping the page', async ({ page }) => {
    await visit(page, '/ourstory/')
    await languageSwitch(page.getByRole('banner'), 'en').click()
    await expectOnPage(page, 'ar', '/ourstory/')
    await languageSwitch(page.getByRole('banner'), 'ar').click()
    await expectOnPage(page, 'en', '/ourstory/')
  })

  test('the keyboard reaches the switch with Tab and follows it with Enter, both ways', async ({ page }) => {
    await visit(page, '/ourstory/')
    for (const [from, to] of [['en', 'ar'], ['ar', 'en']] as const) {
      const link = languageSwitch(page.getByRole('banner'), from)
      const focused = () => link.evaluate((element) => element === document.activeElement)
      // Skip link, logo, three page links, then the switch: well within ten steps.
      let presses = 0
      while (!(await focused()) && presses < 10) {
        await page.keyboard.press('Tab')
        presses += 1
      }
      await expect(link).toBeFocused()
      await page.keyboard.press('Enter')
      await expectOnPage(page, to, '/ourstory/')
    }
  })
})

test.describe('at 375 px, in the mobile menu', () => {
  test.use({ viewport: { width: 375, height: 700 } })

  for (const locale of LOCALE_CODES) {
    const target = otherLocale(locale)
    test(`the ${LOCALES[locale].name} menu offers Our Story in ${LOCALES[target].name} and takes the visitor there`, async ({ page }) => {
      await visit(page, localizedPath('/ourstory/', locale))
      const { hamburger, panel } = mobileMenu(page, locale)
      await expect(languageSwitch(page.getByRole('banner'), locale)).toBeHidden()
      await hamburger.click()
      await expect(panel).toBeVisible()
      const link = languageSwitch(panel, locale)
      await expectSwitchTo(link, target, '/ourstory/')
      await link.click()
      await expectOnPage(page, target, '/ourstory/')
      await expect(mobileMenu(page, target).panel).toBeHidden()
    })
  }
})
