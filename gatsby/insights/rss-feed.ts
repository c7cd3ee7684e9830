/**
 * One RSS 2.0 feed per language of the published Insights articles
 * (/insights/rss.xml, /ar/insights/rss.xml), written after the build from
 * the articles' entries (nodes.ts), newest first as the lists are. Our own small writer rather than
 * gatsby-plugin-feed: one query, one feed a language, and no second copy of
 * the site's address rules. Every page of a language links its feed
 * (components/head/site-head.tsx).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { BuildArgs } from 'gatsby'
import { publishedArticles } from './nodes'
import { SITE_URL } from '../../src/lib/head/site-url'
import { topicName, type TopicName } from '../../src/lib/content/topics'
import { FEED_PATH, INSIGHTS_PATH, articlePath } from '../../src/lib/insights/insights'
import { feedTitle, listDescription } from '../../src/lib/insights/insights-text'
import { LOCALE_CODES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { escapeXml } from '../../src/lib/i18n/text'

export type FeedItem = { title: string; path: string; date: string; description: string; category: string }
export type Feed = { title: string; description: string; language: Locale; items: readonly FeedItem[] }

/** RFC 822 (as RSS 2.0 asks), for a day YYYY-MM-DD: "Tue, 24 Nov 2026 00:00:00 GMT". */
export const rfc822 = (day: string) => new Date(`${day.slice(0, 10)}T00:00:00Z`).toUTCString()

/** The feed's XML; addresses are made absolute against `siteUrl`. */
export function rssXml(feed: Feed, siteUrl: string): string {
  const address = (sitePath: string) => new URL(localizedPath(sitePath, feed.language), siteUrl).href
  const items = feed.items.map((item) => {
    const link = new URL(item.path, siteUrl).href
    return `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${rfc822(item.date)}</pubDate>
      <category>${escapeXml(item.category)}</category>
      <description>${escapeXml(item.description)}</description>
    </item>
`
  })
  const lastBuild = feed.items[0] ? `    <lastBuildDate>${rfc822(feed.items[0].date)}</lastBuildDate>\n` : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(feed.title)}</title>
    <link>${escapeXml(address(INSIGHTS_PATH))}</link>
    <description>${escapeXml(feed.description)}</description>
    <language>${feed.language}</language>
${lastBuild}    <atom:link href="${escapeXml(address(FEED_PATH))}" rel="self" type="application/rss+xml"/>
${items.join('')}  </channel>
</rss>
`
}

type FeedQuery = {
  site: { siteMetadata: { siteUrl: string } }
  copy: { nodes: { locale: Locale; feedTitle: string; description: string; topicDescription: string; topics: TopicName[] }[] }
  siteJson: { companyName: string }
}

export async function writeFeeds({ graphql, getNodesByType, getNode, reporter }: Pick<BuildArgs, 'graphql' | 'getNodesByType' | 'getNode' | 'reporter'>) {
  const result = await graphql<FeedQuery>(`
    query InsightsFeeds {
      site { siteMetadata { siteUrl } }
      siteJson { companyName }
      copy: allInsightsJson { nodes { locale feedTitle description topicDescription topics { topic name } } }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Insights feeds: the site and its copy could not be read', result.errors)
    return
  }
  const { site, siteJson, copy } = result.data
  const articles = publishedArticles({ getNodesByType, getNode })
  for (const locale of LOCALE_CODES) {
    const words = copy.nodes.find((node) => node.locale === locale)
    if (!words) continue
    const items = articles
      .filter((article) => article.language === locale)
      .map(({ slug, values: { title, description, date, topic } }) => ({ title, description, date, path: localizedPath(articlePath(slug), locale), category: topicName(words.topics, topic) }))
    const xml = rssXml({ title: feedTitle(words, siteJson.companyName), description: listDescription(words, siteJson.companyName), language: locale, items }, site.siteMetadata.siteUrl || SITE_URL)
    const target = path.join(process.cwd(), 'public', localizedPath(FEED_PATH, locale))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.writeFileSync(target, xml)
  }
}
