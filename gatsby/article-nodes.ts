/**
 * Gives every Insights article (a MarkdownRemark node of
 * content/insights/<lang>/<slug>.md) what its pages need, as fields: its
 * language and slug (from the folder and the file name), its address,
 * whether it is published, its reading time and dates written out in its
 * language; and fails the build, naming the file, the field and the
 * language, for an article that breaks a rule (article-checks.ts).
 *
 * Drafts are published in `gatsby develop` (editors see them) and never in
 * a production build: every list, page, feed and the sitemap asks for
 * `fields.published`.
 */
import type { CreateNodeArgs } from 'gatsby'
import { articleProblems, dayOf } from './article-checks'
import { isLocale, localizedPath, type Locale } from '../src/lib/i18n/locales'
import { articlePath } from '../src/lib/insights/insights'
import { formatDay, formatMinutes, readingMinutes } from '../src/lib/insights/reading'

type FileNode = { relativeDirectory?: string; name?: string; absolutePath?: string }
type MarkdownNode = { frontmatter?: Record<string, unknown>; rawMarkdownBody?: string; parent?: string | null }

/** Drafts are shown while developing and in the CMS preview only. */
export const showsDrafts = () => process.env.NODE_ENV !== 'production'

/** The article's language (the locale folder it is in) and slug (its file name). */
export function articleLocation(file: FileNode): { locale: Locale; slug: string } | undefined {
  const locale = (file.relativeDirectory ?? '').split('/').find(isLocale)
  return locale && file.name ? { locale, slug: file.name } : undefined
}

// Link targets and image addresses are not words read.
const readableText = (markdown: string) => markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ']').replace(/<[^>]+>/g, ' ')

export function addArticleFields({ node, getNode, actions, reporter }: CreateNodeArgs) {
  if (node.internal.type !== 'MarkdownRemark' || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  const location = file && articleLocation(file)
  if (!file || !location) return
  const { locale, slug } = location
  const { frontmatter = {}, rawMarkdownBody = '' } = node as MarkdownNode
  const path = file.absolutePath ? file.absolutePath.slice(process.cwd().length + 1) : `${file.relativeDirectory}/${file.name}.md`
  for (const problem of articleProblems({ path, locale, slug, frontmatter, body: rawMarkdownBody })) reporter.panicOnBuild(problem)
  const published = dayOf(frontmatter.date) ?? '1970-01-01'
  const updated = dayOf(frontmatter.updated)
  const minutes = readingMinutes(readableText(rawMarkdownBody), locale)
  const fields = {
    locale,
    slug,
    path: localizedPath(articlePath(slug), locale),
    published: frontmatter.draft !== true || showsDrafts(),
    modified: updated ?? published,
    dateText: formatDay(published, locale),
    updatedText: updated ? formatDay(updated, locale) : null,
    readingTime: formatMinutes(minutes, locale),
  }
  for (const [name, value] of Object.entries(fields)) actions.createNodeField({ node, name, value })
}
