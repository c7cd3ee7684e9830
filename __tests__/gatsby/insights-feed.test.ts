/**
 * A language's RSS 2.0 feed, parsed as XML: the channel with its title,
 * link, description and language, each article with its title, link, guid,
 * date in RFC 822 and description; what it is given (the build gives it
 * published articles only: see article-nodes.test.ts for drafts) and
 * nothing more, with text escaped.
 */
import { rssXml, rfc822 } from '../../gatsby/insights/rss-feed'

const SITE = 'https://www.example.com'
const parse = (xml: string) => new DOMParser().parseFromString(xml, 'application/xml')
const text = (node: Element | Document, selector: string) => node.querySelector(selector)?.textContent

const feed = rssXml(
  {
    title: 'Northwind Growth: مقالات ورؤى',
    description: 'مقالات لأصحاب الأعمال',
    language: 'ar',
    items: [
      { title: 'كيف تقيس حملاتك <بالمبيعات> & لا بالنقرات', path: '/ar/insights/measure-google-ads-against-sales/', date: '2026-10-27', description: 'وصف', category: 'القياس' },
      { title: 'علامة واحدة بلغتين', path: '/ar/insights/one-brand-two-languages/', date: '2026-11-02T00:00:00.000Z', description: 'وصف آخر', category: 'العلامة التجارية' },
    ],
  },
  SITE,
)

test('the feed is well-formed RSS 2.0 with the required channel elements', () => {
  const xml = parse(feed)
  expect(xml.querySelector('parsererror')).toBeNull()
  expect(xml.documentElement.nodeName).toBe('rss')
  expect(xml.documentElement.getAttribute('version')).toBe('2.0')
  const channel = xml.querySelector('channel')!
  expect(text(channel, 'title')).toBe('Northwind Growth: مقالات ورؤى')
  expect(text(channel, 'link')).toBe('https://www.example.com/ar/insights/')
  expect(text(channel, 'description')).toBe('مقالات لأصحاب الأعمال')
  expect(text(channel, 'language')).toBe('ar')
})

test('each article has its title, absolute link, permanent guid, RFC 822 date and description', () => {
  const items = [...parse(feed).querySelectorAll('item')]
  expect(items).toHaveLength(2)
  const [first, second] = items
  expect(text(first, 'title')).toBe('كيف تقيس حملاتك <بالمبيعات> & لا بالنقرات')
  expect(text(first, 'link')).toBe('https://www.example.com/ar/insights/measure-google-ads-against-sales/')
  expect(first.querySelector('guid')?.getAttribute('isPermaLink')).toBe('true')
  expect(text(first, 'guid')).toBe(text(first, 'link'))
  expect(text(first, 'description')).toBe('وصف')
  for (const item of items) expect(text(item, 'pubDate')).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/)
  expect(text(second, 'pubDate')).toBe('Mon, 02 Nov 2026 00:00:00 GMT')
})

test('RFC 822 dates are the day itself, whatever the time zone', () => {
  expect(rfc822('2026-10-27')).toBe('Tue, 27 Oct 2026 00:00:00 GMT')
})

test("the build writes each language's feed from the published articles' entries, newest first, a draft left out", async () => {
  const os = await import('node:os')
  const fs = await import('node:fs')
  const { writeFeeds } = await import('../../gatsby/insights/rss-feed')
  const { article, articleSite } = await import('../support/article-nodes')
  const here = process.cwd()
  const { lookups } = articleSite([
    article('en', 'older', '2026-09-22'),
    article('en', 'unfinished', '2026-11-25', { draft: true }),
    article('en', 'newer', '2026-11-10', { topic: 'measurement' }),
    article('ar', 'older', '2026-09-22'),
  ])
  const words = (locale: string) => ({ locale, feedTitle: 'Insights', description: 'Articles', topicDescription: 'On {topic}', topics: [{ topic: 'strategy', name: `strategy (${locale})` }, { topic: 'measurement', name: `measurement (${locale})` }] })
  const graphql = async () => ({ data: { site: { siteMetadata: { siteUrl: SITE } }, siteJson: { companyName: 'Northwind Growth' }, copy: { nodes: [words('en'), words('ar')] } } })
  process.chdir(fs.mkdtempSync(`${os.tmpdir()}/feeds-`))
  try {
    await writeFeeds({ graphql, ...lookups, reporter: { panicOnBuild: jest.fn() } } as never)
    const items = (file: string) => [...parse(fs.readFileSync(file, 'utf8')).querySelectorAll('item')].map((item) => [text(item, 'link'), text(item, 'category')])
    expect(items('public/insights/rss.xml')).toEqual([
      [`${SITE}/insights/newer/`, 'measurement (en)'],
      [`${SITE}/insights/older/`, 'strategy (en)'],
    ])
    expect(items('public/ar/insights/rss.xml')).toEqual([[`${SITE}/ar/insights/older/`, 'strategy (ar)']])
  } finally {
    process.chdir(here)
  }
})
