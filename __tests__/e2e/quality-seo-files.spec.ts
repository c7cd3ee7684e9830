/**
 * The files search engines, social networks and browsers fetch, for both
 * languages: each language's share image, each language's web manifest,
 * robots.txt, the sitemap of every indexed page with its hreflang
 * alternates, and the favicon.
 */
import type { APIRequestContext } from '@playwright/test'
import sharp, { type Sharp } from 'sharp'
import { SHARE_IMAGE, shareImagePath } from '../../src/lib/head/share-image'
import { BRAND_ICON_DATA_URL } from '../../src/theme/brand-mark'
import { colors } from '../../src/theme/tokens'
import { expect, test } from './support/fixtures'
import { ALL_LANGUAGE_PAGES, LOCALES, LOCALE_CODES, contentFor, localizedPath, site, type Locale } from './support/quality'
import { absolute, alternatesOf, fetchOk, local, manifestPath } from './support/seo'
import { ARTICLES, topicPageFor, topicsFor } from './support/insights'

/** A picture sharp has read, decoded: the colour at (x, y) as #rrggbb. */
async function pixelsOf(image: Sharp) {
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true })
  return (x: number, y: number) => {
    const at = (y * info.width + x) * info.channels
    return `#${[...data.subarray(at, at + 3)].map((value) => value.toString(16).padStart(2, '0')).join('')}`
  }
}

/** The share image of a language, checked as a social network would fetch it. */
async function expectShareImage(request: APIRequestContext, locale: Locale) {
  const response = await fetchOk(request, shareImagePath(locale))
  expect(response.headers()['content-type']).toBe('image/png')
  const image = sharp(await response.body())
  const { width, height, format } = await image.metadata()
  expect({ width, height, format }).toEqual({ width: SHARE_IMAGE.width, height: SHARE_IMAGE.height, format: 'png' })
  const pixel = await pixelsOf(image)
  expect(pixel(600, SHARE_IMAGE.height - 5)).toBe(colors.accent)
  // Logo and tagline keep clear of both sides (text set from the wrong edge runs off the picture).
  const MARGIN = 40
  const touching = new Set<string>()
  for (let y = 0; y < SHARE_IMAGE.height - MARGIN; y += 2) {
    for (const x of [...Array(MARGIN).keys()].flatMap((offset) => [offset, SHARE_IMAGE.width - 1 - offset])) {
      if (pixel(x, y) !== colors.ink) touching.add(x < MARGIN ? 'left' : 'right')
    }
  }
  expect([...touching], `${locale} share image: drawn within ${MARGIN}px of the edge`).toEqual([])
  const { channels } = await image.stats()
  // Text and logo, not a flat placeholder: the picture has real contrast.
  expect(channels[0].max - channels[0].min).toBeGreaterThan(200)
  return response.body()
}

test('each language has its own share image: a 1200x630 PNG in the brand colours, drawn by sharp', async ({ request }) => {
  const english = await expectShareImage(request, 'en')
  const arabic = await expectShareImage(request, 'ar')
  // Drawn with each language's own tagline, not one picture under two names.
  expect(arabic.equals(english)).toBe(false)
})

for (const locale of LOCALE_CODES) {
  test(`the ${LOCALES[locale].name} manifest names the company in the brand colours, starts at its home page and has icons that exist`, async ({ request }) => {
    const path = manifestPath(locale)
    const manifest = await (await fetchOk(request, path)).json()
    expect(manifest).toMatchObject({
      name: site.companyName,
      description: contentFor(locale).layout.siteDescription,
      lang: locale,
      dir: LOCALES[locale].dir,
      theme_color: colors.ink,
      start_url: localizedPath('/', locale),
    })
    expect(manifest.icons.length).toBeGreaterThan(0)
    for (const icon of manifest.icons) await fetchOk(request, local(new URL(icon.src, absolute(path)).href))
  })
}

test('robots.txt allows crawling and points at the sitemap, which lists every page in both languages with its alternates', async ({ request }) => {
  const robots = await (await fetchOk(request, '/robots.txt')).text()
  expect(robots).toContain('User-agent: *')
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`)
  const index = await (await fetchOk(request, '/sitemap.xml')).text()
  expect(await (await fetchOk(request, '/sitemap-index.xml')).text()).toBe(index)
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc)
  expect(sitemaps.length).toBeGreaterThan(0)
  const entries: Record<string, Record<string, string>> = {}
  for (const sitemap of sitemaps) {
    const xml = await (await fetchOk(request, local(sitemap))).text()
    for (const [, entry] of xml.matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? ''
      const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)]
      entries[loc] = Object.fromEntries(links.map(([, hreflang, href]) => [hreflang, href]))
    }
  }
  // Every indexed page of both languages (articles and topic pages too, each
  // with the languages it exists in), and nothing else: no thank-you page, no 404 page.
  const topicPages = LOCALE_CODES.flatMap((locale) => topicsFor(locale).map((topic) => topicPageFor(locale, topic)))
  const indexed = [...ALL_LANGUAGE_PAGES.map((page) => ({ ...page, languages: LOCALE_CODES })), ...ARTICLES, ...topicPages]
  expect(Object.keys(entries).sort()).toEqual(indexed.map((page) => absolute(page.path)).sort())
  for (const { path, originalPath, languages } of indexed) expect(entries[absolute(path)], path).toEqual(alternatesOf(originalPath, languages))
})

test('every page draws the mark as its favicon, in its own HTML, and /favicon.ico, which browsers ask for anyway, is the icon', async ({ page, request }) => {
  const response = await page.goto('/ar/ourstory/')
  // As served, before any script: no icon file to fetch beside the first paint.
  expect(await response?.text()).toContain(`<link rel="icon" type="image/svg+xml" href="${BRAND_ICON_DATA_URL}"/>`)
  const declared = await page.locator('head link[rel~="icon"]').getAttribute('href')
  const drawn = await pixelsOf(sharp(Buffer.from(decodeURIComponent((declared ?? '').replace(/^data:image\/svg\+xml,/, '')))).resize(56, 56))
  // The tile's orange, below the arrow's head and inside the tile's rounded corner.
  expect(drawn(46, 46)).toBe(colors.accent)
  const ico = await request.get('/favicon.ico')
  expect(ico.status()).toBe(200)
  // An icon file, not the 404 page served in its place.
  expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]))
})

for (const locale of LOCALE_CODES) {
  test(`the ${LOCALES[locale].name} home page links its manifest once it has painted, not in the HTML the first paint waits on`, async ({ page }) => {
    const response = await page.goto(localizedPath('/', locale))
    const served = (await response?.text()) ?? ''
    // In a template, inert: the browser fetches neither the manifest nor its icon while it paints.
    expect(served).toContain(`<template data-after-paint=""><link rel="manifest" href="${manifestPath(locale)}" crossorigin="anonymous"/></template>`)
    await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', manifestPath(locale))
    await expect(page.locator('head template')).toHaveCount(0)
  })
}
