/**
 * The header and footer every page shares, on a wide screen: logo, contact
 * e-mail, page links marking the current page, social links and the legal
 * line.
 */
import type { Page } from '@playwright/test'
import { NOT_FOUND_PATH, PAGES, THANK_YOU_PATH, fullTitle, site, socialName } from './support/content'
import { expect, test } from './support/fixtures'
import { visit } from './support/page'

test.use({ viewport: { width: 1280, height: 800 } })

const header = (page: Page) => page.getByRole('banner')
const footer = (page: Page) => page.getByRole('contentinfo')

async function expectSocialLinks(page: Page, scope: ReturnType<typeof header>) {
  for (const { network, url } of site.social) {
    await expect(scope.getByRole('link', { name: socialName(network), exact: true })).toHaveAttribute('href', url)
  }
}

for (const current of PAGES) {
  test(`${current.name}: header with logo, e-mail, page links and social links`, async ({ page }) => {
    await visit(page, current.path)
    const banner = header(page)
    await expect(banner.getByRole('img', { name: site.companyName, exact: true })).toBeVisible()
    await expect(banner.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    const nav = banner.getByRole('navigation', { name: 'Main' })
    await expect(nav).toBeVisible()
    await expect(nav.getByRole('link')).toHaveText(site.nav.map((item) => item.label))
    for (const item of site.nav) {
      const link = nav.getByRole('link', { name: item.label, exact: true })
      await expect(link).toHaveAttribute('href', item.path)
      if (item.path === current.path) await expect(link).toHaveAttribute('aria-current', 'page')
      else await expect(link).not.toHaveAttribute('aria-current', /.*/)
    }
    await expectSocialLinks(page, banner)
  })

  test(`${current.name}: footer with page links, e-mail, social links and © line`, async ({ page }) => {
    await visit(page, current.path)
    const info = footer(page)
    await expect(info.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText(site.nav.map((item) => item.label))
    for (const item of site.nav) {
      await expect(info.getByRole('link', { name: item.label, exact: true })).toHaveAttribute('href', item.path)
    }
    await expect(info.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
    await expectSocialLinks(page, info)
    await expect(info).toContainText(`© ${new Date().getFullYear()} ${site.companyName}`)
    await expect(info).toContainText(site.postalAddress)
  })
}

test('no link on any page points nowhere', async ({ page }) => {
  for (const path of [...PAGES.map((item) => item.path), THANK_YOU_PATH, NOT_FOUND_PATH]) {
    await visit(page, path)
    const hrefs = await page.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length, path).toBeGreaterThan(10)
    expect(hrefs.filter((href) => !href || href === '#' || href.startsWith('javascript:')), path).toEqual([])
  }
})

test('the header links move between pages and the current page follows', async ({ page }) => {
  await visit(page, '/')
  const nav = header(page).getByRole('navigation', { name: 'Main' })
  for (const target of [PAGES[1], PAGES[2], PAGES[0]]) {
    await nav.getByRole('link', { name: target.name, exact: true }).click()
    await expect(page).toHaveURL(target.path)
    await expect(page).toHaveTitle(fullTitle(target.title))
    await expect(nav.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('aria-current', 'page')
  }
})

test('the logo links home', async ({ page }) => {
  await visit(page, '/ourstory/')
  await header(page).getByRole('link').filter({ has: page.getByRole('img', { name: site.companyName }) }).click()
  await expect(page).toHaveURL('/')
  await expect(page).toHaveTitle(fullTitle(PAGES[0].title))
})
