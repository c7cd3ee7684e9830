/**
 * What search engines and social networks read: per-page title,
 * description, canonical address, Open Graph and Twitter card tags with the
 * brand's share image, theme colour, favicon and manifest, the Organization
 * record, robots.txt and the sitemap, all built from the one siteUrl.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import config from '../../gatsby-config'
import { SHARE_IMAGE } from '../../src/lib/share-image'
import { colors } from '../../src/theme/tokens'
import { NOT_FOUND_PATH, PAGES, THANK_YOU_PATH, site } from './support/quality'

const siteUrl = String(config.siteMetadata?.siteUrl)
const absolute = (path: string) => new URL(path, siteUrl).href
/** The file behind an absolute address on the site's own domain, as served here. */
const local = (url: string) => new URL(url).pathname + new URL(url).search

async function fetchOk(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response
}

for (const { path, title, description } of PAGES) {
  test(`${path} carries its own title, description, canonical and share tags`, async ({ page }) => {
    await page.goto(path)
    const fullTitle = `${title} | ${site.companyName}`
    const meta = (selector: string) => page.locator(`head meta[${selector}]`)
    await expect(page).toHaveTitle(fullTitle)
    await expect(meta('name="description"')).toHaveAttribute('content', description)
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', absolute(path))
    await expect(meta('property="og:title"')).toHaveAttribute('content', fullTitle)
    await expect(meta('property="og:description"')).toHaveAttribute('content', description)
    await expect(meta('property="og:url"')).toHaveAttribute('content', absolute(path))
    await expect(meta('property="og:type"')).toHaveAttribute('content', 'website')
    await expect(meta('property="og:image"')).toHaveAttribute('content', absolute(SHARE_IMAGE.path))
    await expect(meta('property="og:image:width"')).toHaveAttribute('content', String(SHARE_IMAGE.width))
    await expect(meta('property="og:image:height"')).toHaveAttribute('content', String(SHARE_IMAGE.height))
    await expect(meta('property="og:image:alt"')).toHaveAttribute('content', /\S/)
    await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image')
    await expect(meta('name="twitter:title"')).toHaveAttribute('content', fullTitle)
    await expect(meta('name="twitter:image"')).toHaveAttribute('content', absolute(SHARE_IMAGE.path))
    await expect(meta('name="theme-color"')).toHaveAttribute('content', colors.ink)
    await expect(page.locator('head link[rel="icon"]')).toHaveCount(1)
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest')
  })
}

for (const path of [NOT_FOUND_PATH, THANK_YOU_PATH]) {
  test(`${path} asks not to be indexed and names no canonical address`, async ({ page }) => {
    await page.goto(path)
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex')
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0)
  })
}

test('every page describes the company as a schema.org Organization from the content', async ({ page, request }) => {
  await page.goto('/')
  const record = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
  expect(record).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.companyName,
    url: absolute('/'),
    email: site.contactEmail,
    address: site.postalAddress,
    sameAs: site.social.map((link) => link.url),
  })
  expect(record.logo).toMatch(new RegExp(`^${siteUrl}/.+\\.png$`))
  await fetchOk(request, local(record.logo))
})

test('the share image is a 1200x630 PNG in the brand colours, drawn by sharp', async ({ request }) => {
  const response = await fetchOk(request, SHARE_IMAGE.path)
  const image = sharp(await response.body())
  const { width, height, format } = await image.metadata()
  expect({ width, height, format }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format: 'png' })
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const pixel = (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels
    return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`
  }
  expect(pixel(1150, 20)).toBe(colors.ink)
  expect(pixel(600, SHARE_IMAGE.height - 5)).toBe(colors.accent)
  const { channels } = await image.stats()
  // Text and logo, not a flat placeholder: the picture has real contrast.
  expect(channels[0].max - channels[0].min).toBeGreaterThan(200)
})

test('the manifest names the company in the brand colours with icons that exist', async ({ request }) => {
  const manifest = await (await fetchOk(request, '/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: site.companyName, theme_color: colors.ink, start_url: '/' })
  expect(manifest.icons.length).toBeGreaterThan(0)
  for (const icon of manifest.icons) await fetchOk(request, icon.src)
})

test('robots.txt allows crawling and points at the sitemap, which lists every page but the 404', async ({ request }) => {
  const robots = await (await fetchOk(request, '/robots.txt')).text()
  expect(robots).toContain('User-agent: *')
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
  const index = await (await fetchOk(request, '/sitemap.xml')).text()
  expect(await (await fetchOk(request, '/sitemap-index.xml')).text()).toBe(index)
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  expect(sitemaps.length).toBeGreaterThan(0)
  const pages: string[] = []
  for (const sitemap of sitemaps) {
    const xml = await (await fetchOk(request, local(sitemap))).text()
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc))
  }
  expect(pages.sort()).toEqual(PAGES.map((page) => absolute(page.path)).sort())
})
