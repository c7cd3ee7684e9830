/**
 * @jest-environment node
 *
 * What search engines are told about landing pages: a page kept out of
 * search says so in a header as well as in its HTML, and is left out of the
 * sitemap; an indexed page is listed with its translations; robots.txt never
 * blocks /lp/ (Google's AdsBot must read the page the ads open).
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { landingNoindexRoutes } from '../../../gatsby/landing/landing-headers'
import { landingLocation } from '../../../gatsby/landing/landing-files'
import { robotsTxt } from '../../../gatsby/seo/robots-txt'
import { sitemapEntry, sitemapPages } from '../../../gatsby/seo/sitemap'

const writePage = (root: string, address: string, head: string) => {
  fs.mkdirSync(path.join(root, address), { recursive: true })
  fs.writeFileSync(path.join(root, address, 'index.html'), `<!DOCTYPE html><html><head>${head}</head><body></body></html>`)
}

test('each built landing page with the noindex tag gets an X-Robots-Tag rule for its own address, and no other page does', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'public-'))
  const noindex = '<meta name="robots" content="noindex" data-gatsby-head="true"/>'
  writePage(root, 'lp/free-evaluation', noindex)
  writePage(root, 'ar/lp/free-evaluation', noindex)
  writePage(root, 'lp/listed-offer', '<link rel="canonical" href="https://example.com/lp/listed-offer/"/>')
  writePage(root, 'thank-you', noindex)
  expect(landingNoindexRoutes(root)).toEqual([
    { path: '/lp/free-evaluation/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] },
    { path: '/ar/lp/free-evaluation/', headers: [{ key: 'x-robots-tag', value: 'noindex' }] },
  ])
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
  expect(landingLocation({ absolutePath: '/site/content/landing/ar/free-evaluation.json', name: 'free-evaluation', extension: 'json' })).toEqual({ locale: 'ar', slug: 'free-evaluation' })
  expect(landingLocation({ absolutePath: '/site/content/en/home.json', name: 'home', extension: 'json' })).toBeUndefined()
  expect(landingLocation({ absolutePath: '/site/content/landing/images/team.jpg', name: 'team', extension: 'jpg' })).toBeUndefined()
  expect(landingLocation({ absolutePath: '/site/content/landing/fr/offer.json', name: 'offer', extension: 'json' })).toBeUndefined()
})
