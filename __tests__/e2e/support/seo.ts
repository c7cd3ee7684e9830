/**
 * Shared by the quality-seo*.spec.ts tests: the site's production addresses
 * (from siteUrl in gatsby-config) and the files and tags search engines and
 * social networks read.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import config from '../../../gatsby-config'
import { LOCALE_CODES, localizedPath, type Locale } from './content'
import { expect } from './fixtures'

export const siteUrl = String(config.siteMetadata?.siteUrl)
export const absolute = (path: string) => new URL(path, siteUrl).href
/** The file behind an absolute address on the site's own domain, as served here. */
export const local = (url: string) => new URL(url).pathname + new URL(url).search

export async function fetchOk(request: APIRequestContext, path: string) {
  const response = await request.get(path)
  expect(response.status(), path).toBe(200)
  return response
}

/** The hreflang alternates in a page's head, as { hreflang: address }. */
export const headAlternates = (page: Page) =>
  page
    .locator('head link[rel="alternate"][hreflang]')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])))

/** A page's addresses in every language it exists in, and x-default: the English one; none for a page in one language only. */
export const alternatesOf = (originalPath: string, languages: readonly Locale[] = LOCALE_CODES) =>
  languages.length < 2
    ? {}
    : {
        ...Object.fromEntries(languages.map((locale) => [locale, absolute(localizedPath(originalPath, locale))])),
        'x-default': absolute(localizedPath(originalPath, languages.includes('en') ? 'en' : languages[0])),
      }

/** gatsby-plugin-manifest's file for a language (its `localize` option in gatsby-config.ts). */
export const manifestPath = (locale: Locale) => (locale === 'en' ? '/manifest.webmanifest' : `/manifest_${locale}.webmanifest`)

/** The page's schema.org Organization record (a record of its own, not one named inside another), or undefined. */
export async function organization(page: Page): Promise<Record<string, unknown> | undefined> {
  const records = await page.locator('script[type="application/ld+json"]').allTextContents()
  return records.map((text) => JSON.parse(text) as Record<string, unknown>).find((record) => record['@type'] === 'Organization')
}
