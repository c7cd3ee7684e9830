/**
 * @jest-environment node
 *
 * Every page of src/pages is made once per language, each context saying
 * its language, its address without the prefix and whether search engines
 * are asked to leave it out: the thank-you page and the 404 page are, every
 * other page is listed. The head's robots tag, the sitemap and the
 * X-Robots-Tag header all read that `noindex`.
 */
import { localizedPages } from '../../gatsby/site-content/pages'

const contexts = (path: string) => localizedPages({ path, context: {} }).map((page) => [page.path, page.context])

test('a page is made in each language and is for search engines', () => {
  expect(contexts('/ourservices/')).toEqual([
    ['/ourservices/', { locale: 'en', originalPath: '/ourservices/', noindex: false }],
    ['/ar/ourservices/', { locale: 'ar', originalPath: '/ourservices/', noindex: false }],
  ])
})

test('the thank-you page and the 404 page are kept out of search engines in each language', () => {
  expect(contexts('/thank-you/').map(([, context]) => context)).toEqual([
    { locale: 'en', originalPath: '/thank-you/', noindex: true },
    { locale: 'ar', originalPath: '/thank-you/', noindex: true },
  ])
  expect(contexts('/404/').map(([path, context]) => [path, (context as { noindex: boolean }).noindex])).toEqual([
    ['/404/', true],
    ['/ar/404/', true],
  ])
})
