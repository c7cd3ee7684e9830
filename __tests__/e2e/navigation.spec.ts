/**
 * The header and footer every page shares, on a wide screen, in both
 * languages: logo, contact e-mail, page links marking the current page, the
 * switch to the other language, the WhatsApp and social links and the legal
 * line, each named in the page's language; on every page, no link that
 * points nowhere and the footer's link to the privacy notice.
 */
import type { Locator, Page } from '@playwright/test'
import {
  LOCALES,
  LOCALE_CODES,
  PRIVACY_PATH,
  contentFor,
  everyPath,
  fullTitle,
  localizedPath,
  pagesFor,
  site,
  socialName,
  agencyChat,
  chatOf,
  type Locale,
} from './support/content'
import { expect, test } from './support/fixtures'
import { articlesFor } from './support/insights'
import { visit, watchForProblems } from './support/quality'

test.use({ viewport: { width: 1280, height: 800 } })

const header = (page: Page) => page.getByRole('banner')
const footer = (page: Page) => page.getByRole('contentinfo')

async function expectContactLinks(scope: Locator, locale: Locale) {
  await expect(scope.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
  const whatsapp = scope.getByRole('link', { name: contentFor(locale).layout.whatsappLabel, exact: true })
  await expect(whatsapp).toBeVisible()
  expect(chatOf(await whatsapp.getAttribute('href'))).toEqual(agencyChat(locale))
  for (const { network, url } of site.social) {
    await expect(scope.getByRole('link', { name: socialName(network, locale), exact: true })).toHaveAttribute('href', url)
  }
}

for (const locale of LOCALE_CODES) {
  const { layout } = contentFor(locale)
  const pages = pagesFor(locale)
  const navLabels = layout.nav.map((item) => item.label)

  test.describe(LOCALES[locale].name, () => {
    // One visit a page checks both: each visit costs seconds on a slow machine (issue 29).
    for (const current of pages) {
      test(`${current.path}: header with logo, page links, language switch, e-mail, WhatsApp and social links; footer with the same and the © line`, async ({ page }) => {
        await visit(page, current.path)
        const banner = header(page)
        await expect(banner.getByRole('img', { name: site.companyName, exact: true })).toBeVisible()
        const nav = banner.getByRole('navigation', { name: layout.mainNavLabel })
        await expect(nav).toBeVisible()
        await expect(nav.getByRole('link')).toHaveText(navLabels)
        for (const item of layout.nav) {
          const link = nav.getByRole('link', { name: item.label, exact: true })
          await expect(link).toHaveAttribute('href', localizedPath(item.path, locale))
          if (item.path === current.originalPath) await expect(link).toHaveAttribute('aria-current', 'page')
          else await expect(link).not.toHaveAttribute('aria-current', /.*/)
        }
        await expectContactLinks(banner, locale)

        const info = footer(page)
        await expect(info.getByRole('navigation', { name: layout.footerNavLabel }).getByRole('link')).toHaveText(navLabels)
        for (const item of layout.nav) {
          await expect(info.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', localizedPath(item.path, locale))
        }
        await expectContactLinks(info, locale)
        await expect(info).toContainText(`© ${new Date().getFullYear()} ${site.companyName}`)
        await expect(info).toContainText(layout.postalAddress)
      })
    }

    for (const path of everyPath(locale)) {
      test(`${path}: no link points nowhere, and the footer links to the privacy notice in the same language`, async ({ page }) => {
        await visit(page, path)
        const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
        expect(hrefs.length).toBeGreaterThan(10)
        expect(hrefs.filter((href) => !href || href === '#' || href.startsWith('javascript:'))).toEqual([])
        const notice = footer(page).getByRole('link', { name: layout.privacyLinkLabel, exact: true })
        await expect(notice).toHaveAttribute('href', localizedPath(PRIVACY_PATH, locale))
      })
    }

    test('the header links move between pages of the language and the current page follows', async ({ page }) => {
      await visit(page, pages[0].path)
      const nav = header(page).getByRole('navigation', { name: layout.mainNavLabel })
      for (const target of [pages[1], pages[2], pages[0]]) {
        await nav.getByRole('link', { name: target.name, exact: true }).click()
        await expect(page).toHaveURL(target.path)
        await expect(page).toHaveTitle(fullTitle(target.title))
        await expect(page.locator('html')).toHaveAttribute('lang', locale)
        await expect(nav.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'page')
      }
    })

    test('the logo and the header and footer icons are drawn from the page itself, with no request of their own', async ({ page, requests }) => {
      await visit(page, pages[0].path)
      const links = [layout.whatsappLabel, ...site.social.map(({ network }) => socialName(network, locale))]
      for (const name of links) {
        for (const scope of [header(page), footer(page)]) {
          const icon = scope.getByRole('link', { name, exact: true }).locator('[aria-hidden="true"]')
          await expect(icon).toBeVisible()
          // The drawing is the sprite's symbol the icon uses: pointing at nothing, the icon is blank.
          const drawing = await icon.evaluate((element) => document.querySelector(`symbol${element.querySelector('use')?.getAttribute('href')}`)?.querySelector('path')?.getAttribute('d'))
          expect(drawing, name).toMatch(/^M/)
        }
      }
      await expect(header(page).getByRole('img', { name: site.companyName, exact: true }).locator('text')).toHaveCount(2)
      const imageRequests = requests.filter((request) => request.resourceType() === 'image').map((request) => new URL(request.url()).pathname)
      expect(imageRequests.filter((path) => (path.endsWith('.svg') && !path.startsWith('/flags/')) || path.includes('/logo.'))).toEqual([])
    })

    test('an article typed without its trailing slash opens at its own address, and its links lead on, with no CSP violation', async ({ page }) => {
      const problems = await watchForProblems(page)
      const article = articlesFor(locale)[0].path
      await visit(page, article.replace(/\/$/, ''))
      await expect(page).toHaveURL(article)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const nav = header(page).getByRole('navigation', { name: layout.mainNavLabel })
      await nav.getByRole('link', { name: pages[1].name, exact: true }).click()
      await expect(page).toHaveURL(pages[1].path)
      await expect(page).toHaveTitle(fullTitle(pages[1].title))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[1].heading)
      expect(problems).toEqual([])
    })

    test('the logo links to the home page of the language', async ({ page }) => {
      await visit(page, localizedPath('/ourstory/', locale))
      await header(page).getByRole('link').filter({ has: page.getByRole('img', { name: site.companyName }) }).click()
      await expect(page).toHaveURL(localizedPath('/', locale))
      await expect(page).toHaveTitle(fullTitle(pages[0].title))
    })
  })
}
