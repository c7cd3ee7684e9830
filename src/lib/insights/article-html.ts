/**
 * Finishes an article's HTML (rendered at build time by
 * gatsby-transformer-remark) for the page: each h2 and h3 gets an id made
 * from its words, stable while the words stay, so the table of contents and
 * shared links land on it, and never one the page gives its own parts; links to other sites open in a new tab, safely
 * (`rel="noopener noreferrer"`), marked for the eye and named for screen
 * readers; tables scroll sideways inside their own focusable, named box
 * instead of widening the page. Plain string work, no DOM: the server and
 * the browser produce the same markup.
 */

export type ArticleHeading = { id: string; text: string; level: 2 | 3 }
export type ArticleHtml = { html: string; headings: ArticleHeading[] }

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'" }
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity)
    .trim()

/** A heading's id: its words, lower case, joined by hyphens, in any script ("Why it matters" -> why-it-matters). */
export function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\s-]/gu, '')
      .trim()
      .replace(/\s+/g, '-') || 'section'
  let id = base
  for (let n = 1; taken.has(id); n += 1) id = `${base}-${n}`
  taken.add(id)
  return id
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;')

type FinishOptions = {
  newTabLabel: string
  tableLabel: string
  /** The ids the page gives its own parts, which no heading may take ("## Related" gets related-1). */
  pageIds?: Iterable<string>
}

/** The article's HTML with ids, safe external links and scrolling tables, and its h2/h3 headings in order. */
export function finishArticleHtml(html: string, { newTabLabel, tableLabel, pageIds = [] }: FinishOptions): ArticleHtml {
  const taken = new Set<string>(pageIds)
  const headings: ArticleHeading[] = []
  const withIds = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_match, level: string, inner: string) => {
    const text = textOf(inner)
    const id = headingId(text, taken)
    headings.push({ id, text, level: Number(level) as 2 | 3 })
    return `<h${level} id="${escapeAttribute(id)}">${inner}</h${level}>`
  })
  const withLinks = withIds.replace(/<a href="(https?:\/\/[^"]+)"([^>]*)>([\s\S]*?)<\/a>/g, (_match, href: string, rest: string, inner: string) => {
    const attributes = rest.replace(/\s(target|rel)="[^"]*"/g, '')
    return `<a href="${href}"${attributes} target="_blank" rel="noopener noreferrer" class="external">${inner}<span class="visually-hidden"> ${escapeAttribute(newTabLabel)}</span></a>`
  })
  const withTables = withLinks.replace(/<table>([\s\S]*?)<\/table>/g, (_match, inner: string) => {
    return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(tableLabel)}"><table>${inner}</table></div>`
  })
  return { html: withTables, headings }
}

/** Articles with this many second-level headings or more get a table of contents. */
export const TOC_MIN_HEADINGS = 3
