/**
 * Where Insights pages live and which articles each shows: the addresses of
 * the list, its further pages, the topic pages and the articles (English
 * paths; localizedPath adds /ar), how many cards a page holds and which
 * articles an article recommends. Plain TypeScript, shared by the build
 * (gatsby/insights/pages.ts, the feeds, the sitemap) and the components.
 */

export const INSIGHTS_PATH = '/insights/'
/** Cards on one list page. */
export const PAGE_SIZE = 9
/** Articles recommended under an article. */
export const RELATED_COUNT = 3
/** The id, on the Insights page, of the note for a visitor whose article is not translated. */
export const NOT_TRANSLATED_ID = 'not-translated'

export const articlePath = (slug: string) => `${INSIGHTS_PATH}${slug}/`
export const topicPath = (topic: string) => `${INSIGHTS_PATH}topic/${topic}/`
/** The n-th page (from 1) of a list whose first page is `base`: /insights/, /insights/page/2/... */
export const listPagePath = (base: string, page: number) => (page <= 1 ? base : `${base}page/${page}/`)
/** The feed of a language's articles (localizedPath adds /ar). */
export const FEED_PATH = `${INSIGHTS_PATH}rss.xml`

/** Slugs an article cannot have: their addresses belong to the list's pages, the topic pages and the feed. */
export const RESERVED_SLUGS = ['page', 'topic', 'rss.xml'] as const

/** Whether an address (without its language prefix) is an article's: /insights/<slug>/. */
export const isArticlePath = (path: string) => /^\/insights\/[^/]+\/$/.test(path) && !RESERVED_SLUGS.some((slug) => path === `${INSIGHTS_PATH}${slug}/`)

/** How many list pages `count` articles fill (an empty list still has its first page). */
export const pageCount = (count: number) => Math.max(1, Math.ceil(count / PAGE_SIZE))

/** What the choice of related articles needs to know of an article. */
export type ArticleSummary = { id: string; topic: string; date: string }

/**
 * The articles to read next: others of the same topic first, then any
 * other, each group newest first; `articles` are of the article's language.
 */
export function relatedArticles<A extends ArticleSummary>(article: A, articles: readonly A[], count = RELATED_COUNT): A[] {
  const newestFirst = (a: A, b: A) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id)
  const others = articles.filter((candidate) => candidate.id !== article.id)
  const sameTopic = others.filter((candidate) => candidate.topic === article.topic).sort(newestFirst)
  const rest = others.filter((candidate) => candidate.topic !== article.topic).sort(newestFirst)
  return [...sameTopic, ...rest].slice(0, count)
}
