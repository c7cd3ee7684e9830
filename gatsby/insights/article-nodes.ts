/**
 * Gives every Insights article (a MarkdownRemark node of
 * content/insights/<lang>/<slug>.md) what its pages need, as fields: its
 * language and slug (from the folder and the file name), its address,
 * whether it is published, its reading time and dates written out in its
 * language; and fails the build, naming the file, the field and the
 * language, for an article that breaks a rule (article-checks.ts). A file
 * the CMS wrote for a language the editor left empty gets no fields: the
 * article is not in that language.
 *
 * Drafts are published in `gatsby develop` (editors see them) and never in
 * a production build: every list, page, feed and the sitemap asks for
 * `fields.published`.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs, ParentSpanPluginArgs } from 'gatsby'
import { articleProblems, dayOf, isUnwritten } from './article-checks'
import { isLocale, LOCALES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { articlePath } from '../../src/lib/insights/insights'
import { formatDay, formatMinutes, markdownReadingMinutes } from '../../src/lib/insights/reading'

type FileNode = { relativeDirectory?: string; name?: string; absolutePath?: string }
type MarkdownNode = { frontmatter?: Record<string, unknown>; rawMarkdownBody?: string; parent?: string | null }

/** Drafts are shown while developing and in the CMS preview only. */
export const showsDrafts = () => process.env.NODE_ENV !== 'production'

const isPublished = (frontmatter: Record<string, unknown>) => frontmatter.draft !== true || showsDrafts()

const DRAFTS_MARKER = path.join('.cache', 'insights-drafts-shown')

/**
 * Gatsby keeps the pages of the last run in .cache/, so a production build
 * right after `gatsby develop` (which makes drafts' pages) would publish
 * them. Development marks the cache; a production build on a marked cache
 * stops and says to clean it (Netlify's builds never run develop).
 */
export function guardDraftCache({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  if (showsDrafts()) {
    fs.mkdirSync('.cache', { recursive: true })
    fs.writeFileSync(DRAFTS_MARKER, 'gatsby develop built Insights drafts from this cache\n')
  } else if (fs.existsSync(DRAFTS_MARKER)) {
    reporter.panicOnBuild('Insights: .cache/ holds pages from `gatsby develop`, drafts included; run `npm run clean` before a production build, so no draft is published.')
  }
}

/**
 * Says again whether each article is published, before any page is made:
 * Gatsby keeps unchanged nodes, their fields included, from the last run in
 * .cache/, so a production build after `gatsby develop` would otherwise
 * find drafts marked published.
 */
export function refreshPublished({ getNodesByType, actions }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'actions'>) {
  for (const node of getNodesByType('MarkdownRemark')) {
    const { frontmatter = {}, fields } = node as unknown as MarkdownNode & { fields?: { published?: boolean } }
    if (fields?.published !== undefined && fields.published !== isPublished(frontmatter)) actions.createNodeField({ node, name: 'published', value: isPublished(frontmatter) })
  }
}

/** The line of the file its Markdown body starts on: the body is the end of the file, after the front matter. */
export function bodyLineOf(absolutePath: string | undefined, body: string): number {
  const text = absolutePath && fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, 'utf8') : ''
  return text.endsWith(body) ? text.slice(0, text.length - body.length).split('\n').length : 1
}

/** The article's language (the locale folder it is in) and slug (its file name). */
export function articleLocation(file: FileNode): { locale: Locale; slug: string } | undefined {
  const locale = (file.relativeDirectory ?? '').split('/').find(isLocale)
  return locale && file.name ? { locale, slug: file.name } : undefined
}

export function addArticleFields({ node, getNode, actions, reporter }: CreateNodeArgs) {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  const location = file && articleLocation(file)
  if (!file || !location) return
  const { locale, slug } = location
  const { frontmatter = {}, rawMarkdownBody = '' } = node as MarkdownNode
  const path = file.absolutePath ? file.absolutePath.slice(process.cwd().length + 1) : `${file.relativeDirectory}/${file.name}.md`
  // No fields, so no page, list, feed or language link: every one asks for fields.published.
  if (isUnwritten({ frontmatter, body: rawMarkdownBody })) return reporter.info(`Insights: ${path} is empty, so "${slug}" is not published in ${LOCALES[locale].name}`)
  const problems = articleProblems({ path, locale, slug, frontmatter, body: rawMarkdownBody, bodyLine: bodyLineOf(file.absolutePath, rawMarkdownBody) })
  // All of them at once, one a line: a production build stops at its first report.
  if (problems.length) reporter.panicOnBuild(problems.join('\n'))
  const published = dayOf(frontmatter.date) ?? '1970-01-01'
  const updated = dayOf(frontmatter.updated)
  const minutes = markdownReadingMinutes(rawMarkdownBody, locale)
  const fields = {
    locale,
    slug,
    path: localizedPath(articlePath(slug), locale),
    published: isPublished(frontmatter),
    modified: updated ?? published,
    dateText: formatDay(published, locale),
    updatedText: updated ? formatDay(updated, locale) : null,
    readingTime: formatMinutes(minutes, locale),
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}
