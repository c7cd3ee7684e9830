/**
 * The rules of an Insights article (content/insights/<lang>/<slug>.md),
 * from the content model's ARTICLE: every required front-matter field is
 * there, each value is allowed (a known topic, a real date), a cover has its
 * alt text and so does every image in the body, the body's HTML and
 * addresses stay within what a page may take (../content/markdown-html.ts),
 * the file name is a slug, and
 * no two articles of one language share a slug. Pure functions: the build
 * (article-nodes.ts, pages.ts) reports what they find, naming the
 * file, the field and the language.
 */
import type { ImageField } from '../../src/lib/content/fields'
import { ARTICLE } from '../../src/lib/content/model'
import { ruleProblems } from '../content/checks'
import { markdownHtmlProblems } from '../content/markdown-html'
import { LOCALES, type Locale } from '../../src/lib/i18n/locales'
import { RESERVED_SLUGS } from '../../src/lib/insights/insights'

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

const DAY = /^\d{4}-\d{2}-\d{2}$/

/** YYYY-MM-DD of a front-matter date (YAML makes a Date of an unquoted one), or nothing when it is not a real day. */
export function dayOf(value: unknown): string | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString().slice(0, 10)
  if (typeof value !== 'string') return undefined
  const day = value.trim().slice(0, 10)
  if (!DAY.test(day) || !/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(value.trim())) return undefined
  const date = new Date(`${day}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) ? day : undefined
}

// ![](x.png) or ![ ](x.png), and <img> without a non-empty alt.
const MARKDOWN_IMAGE_WITHOUT_ALT = /!\[\s*\]\(\s*([^)\s]+)/g
const HTML_IMAGE = /<img\b[^>]*>/gi
const HAS_ALT = /\balt\s*=\s*("\s*[^"\s][^"]*"|'\s*[^'\s][^']*')/i

/** Images in a Markdown body that have no alt text, by their address. */
export function imagesWithoutAlt(body: string): string[] {
  const markdown = [...body.matchAll(MARKDOWN_IMAGE_WITHOUT_ALT)].map(([, src]) => src)
  const html = [...body.matchAll(HTML_IMAGE)].filter(([tag]) => !HAS_ALT.test(tag)).map(([tag]) => /\bsrc\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1] ?? tag)
  return [...markdown, ...html]
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

/** Everything wrong with one article, each naming the file, the field and the language. */
export function articleProblems({ path, locale, slug, frontmatter, body, bodyLine = 1 }: ArticleFile): string[] {
  const where = `${path} (${LOCALES[locale].name}, ${locale})`
  const problems: string[] = []
  if (!new RegExp(ARTICLE.slugRule.pattern).test(slug)) problems.push(`${where}: the file name "${slug}" ${ARTICLE.slugRule.message}`)
  if ((RESERVED_SLUGS as readonly string[]).includes(slug)) problems.push(`${where}: the file name "${slug}" is taken by the Insights pages' own addresses; choose another`)
  for (const [name, field] of Object.entries(ARTICLE.type.fields)) {
    const value = frontmatter[name]
    if (field.kind === 'date' && value !== undefined && value !== null && value !== '' && !dayOf(value)) {
      problems.push(`${where}: "${name}" must be a date written YYYY-MM-DD, such as "2026-11-24" (got ${JSON.stringify(value)})`)
    }
    if (field.kind === 'image' && value) {
      const alt = frontmatter[(field as ImageField).altField]
      if (typeof alt !== 'string' || alt.trim() === '') problems.push(`${where}: "${(field as ImageField).altField}" is required when "${name}" is set: describe the image for visitors who cannot see it`)
    }
    if (field.kind === 'boolean' && value !== undefined && value !== null && typeof value !== 'boolean') problems.push(`${where}: "${name}" must be true or false (got ${JSON.stringify(value)})`)
  }
  for (const [field, problem] of ruleProblems(ARTICLE.type, frontmatter)) problems.push(`${where}: "${field}" ${problem}`)
  for (const src of imagesWithoutAlt(body)) problems.push(`${where}: the image "${src}" in the text has no alt text: write what it shows between the brackets, ![like this](${src})`)
  for (const { line, problem } of markdownHtmlProblems(body)) problems.push(`${path}:${bodyLine + line - 1} (${LOCALES[locale].name}, ${locale}): "body": ${problem}`)
  return problems
}

/** Two articles of one language with the same slug (the same address), named by their files. */
export function duplicateSlugProblems(articles: readonly Pick<ArticleFile, 'path' | 'locale' | 'slug'>[]): string[] {
  const seen = new Map<string, string>()
  return articles.flatMap(({ path, locale, slug }) => {
    const key = `${locale}/${slug}`
    const first = seen.get(key)
    if (!first) {
      seen.set(key, path)
      return []
    }
    return [`${path} (${LOCALES[locale].name}, ${locale}): "slug" "${slug}" is already used by ${first}: two articles of one language cannot share an address; rename one file`]
  })
}
