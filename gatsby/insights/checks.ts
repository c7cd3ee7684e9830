/**
 * The rules of an Insights article (content/insights/<lang>/<slug>.md):
 * its front matter by the one checker (src/lib/content/check.ts), from the
 * content model's ARTICLE (every required field there, a known topic, a
 * real date, a cover with its description and its file); on top of it, what
 * only articles have: the file name is a slug no list page takes, every
 * image in the body has alt text, the body's HTML and addresses stay within
 * what a page may take (markdown-html.ts), and no two articles
 * of one language share a slug. Checked on the article's node as it is
 * created (checkArticle); the slugs across files when the pages are made
 * (pages.ts). Each problem names the file, the field and the language.
 */
import fs from 'node:fs'
import type { CreateNodeArgs, Node, NodePluginArgs } from 'gatsby'
import { markdownHtmlProblems } from './markdown-html'
import { articleEntry, isUnwritten } from './nodes'
import { checkNode } from '../pipeline/check-node'
import { contentProblems, placed, slugProblems, type CheckOptions, type ContentProblem } from '../../src/lib/content/check'
import { ARTICLE, type ArticleEntry } from '../../src/lib/content/model'
import { RESERVED_SLUGS } from '../../src/lib/insights/insights'

/** An article as the checks read it; `bodyLine`: the line of the file its body starts on (after the front matter), so a problem in it is named by the file's own line. */
type Article = Pick<ArticleEntry, 'file' | 'language' | 'slug' | 'values' | 'body'> & { bodyLine?: number }

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

/** Everything wrong with one article, each naming the file, the field and the language. */
export function articleProblems({ file, language, slug, values, body, bodyLine = 1 }: Article, options: CheckOptions = {}): ContentProblem[] {
  const reserved = (RESERVED_SLUGS as readonly string[]).includes(slug) ? [{ message: `the file name "${slug}" is taken by the Insights pages' own addresses; choose another` }] : []
  return placed({ file, language }, [
    ...slugProblems(slug, ARTICLE.slugRule),
    ...reserved,
    ...contentProblems(ARTICLE.type, values, { images: ARTICLE.images, ...options }),
    ...imagesWithoutAlt(body).map((src) => ({ message: `the image "${src}" in the text has no alt text: write what it shows between the brackets, ![like this](${src})` })),
    // Named by the file's own line: content/insights/en/some-slug.md:12.
    ...markdownHtmlProblems(body).map(({ line, problem }) => ({ file: `${file}:${bodyLine + line - 1}`, message: `"body": ${problem}` })),
  ])
}

/** The line of the file its Markdown body starts on: the body is the end of the file, after the front matter. */
export function bodyLineOf(absolutePath: string | undefined, body: string): number {
  const text = absolutePath && fs.existsSync(absolutePath) ? fs.readFileSync(absolutePath, 'utf8') : ''
  return text.endsWith(body) ? text.slice(0, text.length - body.length).split('\n').length : 1
}

/** Fails the build for an article that breaks a rule, as its node is created; a language left empty is no article, so not checked. */
export function checkArticle(args: Pick<CreateNodeArgs, 'node' | 'getNode' | 'reporter'>) {
  const written = (node: Node, getNode: NodePluginArgs['getNode']) => {
    const article = articleEntry(node, getNode)
    return article && !isUnwritten(article) ? article : undefined
  }
  checkNode(args, written, (article, options, { absolutePath }) => articleProblems({ ...article, bodyLine: bodyLineOf(absolutePath, article.body) }, options))
}

/** Two articles of one language with the same slug (the same address), named by their files. */
export function duplicateSlugProblems(articles: readonly Pick<ArticleEntry, 'file' | 'language' | 'slug'>[]): ContentProblem[] {
  const seen = new Map<string, string>()
  return articles.flatMap(({ file, language, slug }) => {
    const key = `${language}/${slug}`
    const first = seen.get(key)
    if (!first) {
      seen.set(key, file)
      return []
    }
    return [{ file, language, field: 'slug', message: `"${slug}" is already used by ${first}: two articles of one language cannot share an address; rename one file` }]
  })
}
