/**
 * Makes each Insights article's one record (ArticleEntry of
 * src/lib/content/model.ts, through ../pipeline/node-entry.ts: its file,
 * language and slug from its folder and file name, whether it is
 * published, its front matter as its values, and its Markdown) from its
 * node (a MarkdownRemark of content/insights/<lang>/<slug>.md), and gives
 * the node what its pages need, as fields: its language and slug,
 * its address, whether it is published (../pipeline/drafts.ts), its reading
 * time and dates written out in its language. A file the CMS wrote for a
 * language the editor left empty gets no fields: the article is not in
 * that language. Its checks are checks.ts's, at the same step.
 *
 * Drafts are published in `gatsby develop` (editors see them) and never in
 * a production build: the pages, feeds and share images read the entries
 * this build publishes (`publishedArticles`), and the templates' queries
 * ask for the same answer as `fields.published`.
 */
import type { CreateNodeArgs, Node, ParentSpanPluginArgs } from 'gatsby'
import { refreshPublished } from '../pipeline/drafts'
import { entryOfNode, type NodeEntry } from '../pipeline/node-entry'
import { dayOf } from '../../src/lib/content/check'
import { ARTICLE, type ArticleEntry } from '../../src/lib/content/model'
import { LOCALES, localizedPath } from '../../src/lib/i18n/locales'
import { articlePath } from '../../src/lib/insights/insights'
import { formatDay, formatMinutes, markdownReadingMinutes } from '../../src/lib/insights/reading'

type MarkdownNode = { frontmatter?: Record<string, unknown>; rawMarkdownBody?: string }

/** An article's entry, with its node's id, by which a query asks for what only the transformer makes (its HTML). */
export type ArticleNodeEntry = NodeEntry<typeof ARTICLE.type> & Pick<ArticleEntry, 'body'>

/** The article a MarkdownRemark node is, where its file is in a language's folder: its entry, the front matter as its values; nothing for any other node. */
export function articleEntry(node: Node, getNode: CreateNodeArgs['getNode']): ArticleNodeEntry | undefined {
  if (node.internal.type !== 'MarkdownRemark') return undefined
  const { frontmatter = {}, rawMarkdownBody = '' } = node as unknown as MarkdownNode
  const entry = entryOfNode<typeof ARTICLE.type>(node, getNode, frontmatter)
  return entry && { ...entry, body: rawMarkdownBody }
}

/** Every article written in its language (a file left empty is none), published or not. */
export function articleEntries({ getNodesByType, getNode }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>): ArticleNodeEntry[] {
  return getNodesByType('MarkdownRemark').flatMap((node) => {
    const article = articleEntry(node, getNode)
    return article && !isUnwritten(article) ? [article] : []
  })
}

// By code unit, as the lists' query sorts (src/templates/insights-list.tsx), not by a language's rules.
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/** The articles this build publishes, newest first (then by slug), in the order the lists show them. */
export function publishedArticles(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode'>): ArticleNodeEntry[] {
  const day = (article: ArticleNodeEntry) => articleDays(article.values).published
  return articleEntries(args)
    .filter((article) => article.published)
    .sort((a, b) => byText(day(b), day(a)) || byText(a.slug, b.slug))
}

/** An article's days, YYYY-MM-DD: published, updated if it was, and modified (updated, or published when never updated). */
export function articleDays(values: Pick<ArticleEntry['values'], 'date' | 'updated'>) {
  const published = dayOf(values.date) ?? '1970-01-01'
  const updated = dayOf(values.updated)
  return { published, updated, modified: updated ?? published }
}

/**
 * A language the editor left empty. Decap writes a file for every language
 * of a new entry, the ones left blank holding nothing or only a toggle
 * (`draft: false`, its default) (decap-cms#6932): such a file is the article
 * not written in that language, not a broken article. Anything more (a
 * title, a date, a word of text) makes it an article, checked in full.
 */
export function isUnwritten({ values, body }: Pick<ArticleEntry, 'values' | 'body'>): boolean {
  const fields: Record<string, { kind: string }> = ARTICLE.type.fields
  return body.trim() === '' && Object.entries(values).every(([name, value]) => value === undefined || value === null || value === '' || fields[name]?.kind === 'boolean')
}

export function addArticleFields({ node, getNode, actions, reporter }: CreateNodeArgs) {
  const article = articleEntry(node, getNode)
  if (!article) return
  const { language: locale, slug, values, body } = article
  // No fields and no entry (articleEntries leaves it out), so no page, list, feed or language link.
  if (isUnwritten(article)) return reporter.info(`Insights: ${article.file} is empty, so "${slug}" is not published in ${LOCALES[locale].name}`)
  const { published, updated, modified } = articleDays(values)
  const minutes = markdownReadingMinutes(body, locale)
  const fields = {
    locale,
    slug,
    path: localizedPath(articlePath(slug), locale),
    published: article.published,
    modified,
    dateText: formatDay(published, locale),
    updatedText: updated ? formatDay(updated, locale) : null,
    readingTime: formatMinutes(minutes, locale),
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}

/** Says again which articles are published (../pipeline/drafts.ts). */
export function refreshArticlesPublished(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>) {
  refreshPublished(args, 'MarkdownRemark', (node) => (node as MarkdownNode).frontmatter ?? {})
}
