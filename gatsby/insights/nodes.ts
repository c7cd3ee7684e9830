/**
 * Gives every Insights article (a MarkdownRemark node of
 * content/insights/<lang>/<slug>.md) what its pages need, as fields: its
 * language and slug (from its folder and file name, ../pipeline/files.ts),
 * its address, whether it is published (../pipeline/drafts.ts), its reading
 * time and dates written out in its language. A file the CMS wrote for a
 * language the editor left empty gets no fields: the article is not in
 * that language. Its checks are checks.ts's, at the same step.
 *
 * Drafts are published in `gatsby develop` (editors see them) and never in
 * a production build: every list, page, feed and the sitemap asks for
 * `fields.published`.
 */
import type { CreateNodeArgs, Node, ParentSpanPluginArgs } from 'gatsby'
import { isPublished, refreshPublished } from '../pipeline/drafts'
import { fileLocation, repositoryPath, type FileNode } from '../pipeline/files'
import { dayOf } from '../../src/lib/content/check'
import { ARTICLE } from '../../src/lib/content/model'
import { LOCALES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { articlePath } from '../../src/lib/insights/insights'
import { formatDay, formatMinutes, markdownReadingMinutes } from '../../src/lib/insights/reading'

export type ArticleFile = {
  /** The file's path from the repository's root: content/insights/en/some-slug.md. */
  path: string
  locale: Locale
  slug: string
  frontmatter: Record<string, unknown>
  /** The Markdown under the front matter. */
  body: string
  /** The line of the file the body starts on (after the front matter), so a problem in it is named by the file's own line. */
  bodyLine?: number
}

type MarkdownNode = { frontmatter?: Record<string, unknown>; rawMarkdownBody?: string }

/** The article a MarkdownRemark node is, where its file is in a language's folder; nothing for any other node. */
export function articleOf(node: Node, getNode: CreateNodeArgs['getNode']): ArticleFile | undefined {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return undefined
  const file = getNode(node.parent) as FileNode | undefined
  const location = file && fileLocation(file)
  if (!file || !location) return undefined
  const { frontmatter = {}, rawMarkdownBody = '' } = node as unknown as MarkdownNode
  return { path: repositoryPath(file), ...location, frontmatter, body: rawMarkdownBody }
}

/**
 * A language the editor left empty. Decap writes a file for every language
 * of a new entry, the ones left blank holding nothing or only a toggle
 * (`draft: false`, its default) (decap-cms#6932): such a file is the article
 * not written in that language, not a broken article. Anything more (a
 * title, a date, a word of text) makes it an article, checked in full.
 */
export function isUnwritten({ frontmatter, body }: Pick<ArticleFile, 'frontmatter' | 'body'>): boolean {
  const fields: Record<string, { kind: string }> = ARTICLE.type.fields
  return body.trim() === '' && Object.entries(frontmatter).every(([name, value]) => value === undefined || value === null || value === '' || fields[name]?.kind === 'boolean')
}

export function addArticleFields({ node, getNode, actions, reporter }: CreateNodeArgs) {
  const article = articleOf(node, getNode)
  if (!article) return
  const { locale, slug, frontmatter, body } = article
  // No fields, so no page, list, feed or language link: every one asks for fields.published.
  if (isUnwritten(article)) return reporter.info(`Insights: ${article.path} is empty, so "${slug}" is not published in ${LOCALES[locale].name}`)
  const published = dayOf(frontmatter.date) ?? '1970-01-01'
  const updated = dayOf(frontmatter.updated)
  const minutes = markdownReadingMinutes(body, locale)
  const fields = {
    locale,
    slug,
    path: localizedPath(articlePath(slug), locale),
    published: isPublished(frontmatter.draft),
    modified: updated ?? published,
    dateText: formatDay(published, locale),
    updatedText: updated ? formatDay(updated, locale) : null,
    readingTime: formatMinutes(minutes, locale),
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}

/** Says again which articles are published (../pipeline/drafts.ts). */
export function refreshArticlesPublished(args: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>) {
  refreshPublished(args, 'MarkdownRemark', (node) => (node as MarkdownNode).frontmatter?.draft)
}
