/**
 * What a Markdown text holds that may not reach a page, each with its line
 * in the text: raw HTML outside the allow-list (html-allow-list.ts) and
 * links or images whose address runs code or holds data (javascript:,
 * data:). The text is parsed as gatsby-transformer-remark parses it (remark
 * 13 with GFM and footnotes), so a tag inside a code block is text, as it
 * is on the page, and an address is read after its character references
 * are decoded. The rendered HTML still goes through the sanitizer
 * (sanitizeMarkdownHtml); this is what tells the editor, at build time,
 * where the problem is.
 */
import remark from 'remark'
import remarkFootnotes from 'remark-footnotes'
import remarkGfm from 'remark-gfm'
import { IMAGE_SCHEMES, LINK_SCHEMES, MARKDOWN_ELEMENTS } from './html-allow-list'
import { addressProblem, htmlProblems, type HtmlProblem } from './html-checks'

type MarkdownNode = { type: string; value?: string; url?: string; position?: { start: { line: number } }; children?: MarkdownNode[] }

// As gatsby-transformer-remark 6 sets it up with its default options (gfm, footnotes).
const parser = remark()
  .use(remarkGfm as never)
  .use(remarkFootnotes as never, { inlineNotes: true })

function* nodesOf(node: MarkdownNode): Generator<MarkdownNode> {
  yield node
  for (const child of node.children ?? []) yield* nodesOf(child)
}

const WHAT: Readonly<Record<string, string>> = { link: 'the address of the link', image: 'the address of the image', definition: 'the address of the link definition' }

/** Everything in `markdown` that may not reach a page, with its line in `markdown` (1 is the first). */
export function markdownHtmlProblems(markdown: string): HtmlProblem[] {
  const problems: HtmlProblem[] = []
  for (const node of nodesOf(parser.parse(markdown) as unknown as MarkdownNode)) {
    const line = node.position?.start.line ?? 1
    if (node.type === 'html' && node.value) {
      for (const found of htmlProblems(node.value, MARKDOWN_ELEMENTS)) problems.push({ line: line + found.line - 1, problem: found.problem })
    } else if (node.url !== undefined && Object.hasOwn(WHAT, node.type)) {
      const reason = addressProblem(node.url, node.type === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES)
      if (reason) problems.push({ line, problem: `${WHAT[node.type]}, ${reason}` })
    }
  }
  return problems.sort((a, b) => a.line - b.line)
}
