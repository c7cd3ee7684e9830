/**
 * What search engines and social networks read on each page, in both
 * languages: title, description, the canonical address in the page's
 * language and its alternates (hreflang, x-default English), Open Graph
 * (with og:locale) and Twitter card tags with the language's share image,
 * theme colour, favicon and manifest, and the Organization record on each
 * language's home page, all built from the one siteUrl. (The files they fetch:
 * quality-seo-files.spec.ts.)
 */
import { SHARE_IMAGE, shareImagePath } from '../../src/lib/head/share-image'
import { colors } from '../../src/theme/tokens'
import { expect, test } from './support/fixtures'
import {
  ALL_LANGUAGE_PAGES,
  LOCALES,
  LOCALE_CODES,
  contentFor,
  fullTitle,
  localizedPath,
  notFoundPath,
  otherLocale,
  site,
  thankYouPath,
} from './support/quality'
import { absolute, alternatesOf, fetchOk, headAlternates, local, manifestPath, organization, siteUrl } from './support/seo'

for (const { path, originalPath, locale, title, description } of ALL_LANGUAGE_PAGES) {
  test(`${path} carries its own title, description, canonical, alternates and share tags, and keeps lang="${locale}" once running`, async ({ page }) => {
    const response = await page.goto(path)
    expect(response?.status()).toBe(200)
    const meta = (selector: string) => page.locator(`head meta[${selector}]`)
    const shareImage = absolute(shareImagePath(locale))
    await expect(page).toHaveTitle(fullTitle(title))
    await expect(page.locator('html')).toHaveAttribute('lang', locale)
    await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir)
    await expect(meta('name="description"')).toHaveAttribute('content', description)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', absolute(path))
    expect(await headAlternates(page)).toEqual(alternatesOf(originalPath))
    await expect(meta('property="og:locale"')).toHaveAttribute('content', LOCALES[locale].ogLocale)
    await expect(meta('property="og:locale:alternate"')).toHaveAttribute('content', LOCALES[otherLocale(locale)].ogLocale)
    await expect(meta('property="og:title"')).toHaveAttribute('content', fullTitle(title))
    await expect(meta('property="og:description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:url"')).toHaveAttribute('content', absolute(path))
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'website')
    await expect(meta('property="og:image"')).toHaveAttribute('content', shareImage)
    await expect(meta('property="og:image:width"')).toHaveAttribute('content', String(SHARE_IMAGE.width))
    await expect(meta('property="og:image:height"')).toHaveAttribute('content', String(SHARE_IMAGE.height))
    await expect(meta('property="og:image:alt"')).toHaveAttribute('content', `${site.companyName}: ${contentFor(locale).layout.tagline}`)
    await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('name="twitter:title"')).toHaveAttribute('content', fullTitle(title))
    await expect(meta('name="twitter:image"')).toHaveAttribute('content', shareImage)
    await expect(meta('name="theme-color"')).toHaveAttribute('content', colors.ink)
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', manifestPath(locale))
    // The company's schema.org record is the home page's alone (the test below reads it there).
    if (originalPath !== '/') expect(await organization(page)).toBeUndefined()
  })
}

for (const path of LOCALE_CODES.flatMap((locale) => [notFoundPath(locale), thankYouPath(locale)])) {
  test(`${path} asks not to be indexed and names no canonical address or alternates`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
    await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  })
}

for (const locale of LOCALE_CODES) {
  test(`the ${LOCALES[locale].name} home page describes the company as a schema.org Organization in ${LOCALES[locale].name}`, async ({ page, request }) => {
    const { layout } = contentFor(locale)
    const expected = {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.companyName,
      description: layout.siteDescription,
      url: absolute(localizedPath('/', locale)),
      email: site.contactEmail,
      address: layout.postalAddress,
      sameAs: site.social.map((link) => link.url),
    }
    const home = localizedPath('/', locale)
    await page.goto(home)
    const record = await organization(page)
    expect(record).toMatchObject(expected)
    expect(record?.logo).toMatch(new RegExp(`^${siteUrl}/.+\\.png$`))
    await fetchOk(request, local(String(record?.logo)))
  })
}
