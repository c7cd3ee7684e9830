/**
 * @jest-environment node
 *
 * What search engines are told about landing pages and the site's other
 * pages: a page whose context says noindex says so in a header as well as
 * in its HTML, and is left out of the sitemap; an indexed page is listed
 * with its translations; robots.txt never blocks /lp/ (Google's AdsBot must
 * read the page the ads open).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileLocation, isLandingFile } from '../../../gatsby/pipeline/files'
import { noindexRoutes, readNoindexRoutes, writeNoindexRoutes } from '../../../gatsby/seo/noindex-headers'
import { robotsTxt } from '../../../gatsby/seo/robots-txt'
import { sitemapEntry, sitemapPages } from '../../../gatsby/seo/sitemap'

test('each page whose context says noindex gets an X-Robots-Tag rule for its own address, and no other page does', () => {
  const pages = [
    { path: '/lp/free-evaluation/', pageContext: { locale: 'en', noindex: true } },
    { path: '/ar/lp/free-evaluation/', pageContext: { locale: 'ar', noindex: true } },
    { path: '/lp/listed-offer/', pageContext: { locale: 'en', noindex: false } },
    { path: '/ar/thank-you/', pageContext: { locale: 'ar', noindex: true } },
    { path: '/', pageContext: { locale: 'en', noindex: false } },
    // Gatsby's own pages (the development 404 page) have no context of ours.
    { path: '/dev-404-page/', pageContext: null },
  ]
  expect(noindexRoutes(pages)).toEqual([
    { path: '/ar/lp/free-evaluation/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] },
    { path: '/ar/thank-you/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] },
    { path: '/lp/free-evaluation/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] },
  ])
})

test('the rules the build writes from its pages are the ones the adapter adds to _headers', () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'noindex-')), 'noindex-routes.json')
  // SitePage nodes, as Gatsby makes them: the page's context is their `context`.
  const nodes = [
    { path: '/thank-you/', context: { noindex: true } },
    { path: '/', context: { noindex: false } },
  ]
  writeNoindexRoutes({ getNodesByType: ((type: string) => (type === 'SitePage' ? nodes : [])) as never }, file)
  expect(readNoindexRoutes(file)).toEqual([{ path: '/thank-you/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] }])
})

test('the sitemap leaves out the pages whose context says noindex, and lists an indexed landing page with its translation', () => {
  const pages = [
    { path: '/lp/free-evaluation/', pageContext: { noindex: true, languages: ['en', 'ar'] as ('en' | 'ar')[] } },
    { path: '/lp/listed-offer/', pageContext: { noindex: false, languages: ['en', 'ar'] as ('en' | 'ar')[] } },
    { path: '/ourservices/', pageContext: {} },
  ]
  expect(sitemapPages({ allSitePage: { nodes: pages } }).map((page) => page.path)).toEqual(['/lp/listed-offer/', '/ourservices/'])
  expect(sitemapEntry(pages[1]).links).toEqual([
    { lang: 'en', url: '/lp/listed-offer/' },
    { lang: 'ar', url: '/ar/lp/listed-offer/' },
    { lang: 'x-default', url: '/lp/listed-offer/' },
  ])
})

test('robots.txt blocks nothing, so /lp/ stays readable to AdsBot', () => {
  expect(robotsTxt('https://example.com')).not.toMatch(/Disallow/i)
})

test('a landing page file is known by its folders: landing/<lang>/<slug>.json', () => {
  expect(isLandingFile({ absolutePath: '/site/content/landing/ar/free-evaluation.json', name: 'free-evaluation', extension: 'json' })).toBe(true)
  expect(isLandingFile({ absolutePath: '/site/__tests__/fixtures/landing/en/every-block.json', name: 'every-block', extension: 'json' })).toBe(true)
  expect(isLandingFile({ absolutePath: '/site/content/en/home.json', name: 'home', extension: 'json' })).toBe(false)
  expect(isLandingFile({ absolutePath: '/site/content/landing/images/team.jpg', name: 'team', extension: 'jpg' })).toBe(false)
  expect(isLandingFile({ absolutePath: '/site/content/landing/fr/offer.json', name: 'offer', extension: 'json' })).toBe(false)
})

test("every content file's language is its locale folder and its slug its name, whatever the type", () => {
  expect(fileLocation({ relativeDirectory: 'landing/ar', name: 'free-evaluation' })).toEqual({ locale: 'ar', slug: 'free-evaluation' })
  expect(fileLocation({ relativeDirectory: 'insights/en', name: 'measure-ads' })).toEqual({ locale: 'en', slug: 'measure-ads' })
  // The fixture builds' folders hold the languages' folders at their root.
  expect(fileLocation({ relativeDirectory: 'ar', name: 'every-block' })).toEqual({ locale: 'ar', slug: 'every-block' })
  expect(fileLocation({ relativeDirectory: '', name: 'site' })).toBeUndefined()
  expect(fileLocation({ relativeDirectory: 'landing/fr', name: 'offer' })).toBeUndefined()
})
