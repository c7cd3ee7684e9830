/**
 * @jest-environment node
 *
 * The sanitizer every article's rendered text goes through before it is put
 * on the page (gatsby/insights/html-allow-list.ts) keeps all that Markdown
 * and the build's plugins make, and takes out what could run code, pull in
 * another site or lay something over the page. The real articles are
 * rendered here by gatsby-transformer-remark's own steps (remark with GFM
 * and footnotes, then mdast-util-to-hast and hast-util-to-html) and must
 * come out byte for byte; gatsby-remark-images' markup, as it writes it,
 * must keep every element and attribute.
 */
import fs from 'node:fs'
import path from 'node:path'
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import remark from 'remark'
import remarkFootnotes from 'remark-footnotes'
import remarkGfm from 'remark-gfm'
import { sanitizeMarkdownHtml } from '../../gatsby/insights/html-allow-list'

// eslint-disable-next-line @typescript-eslint/no-require-imports -- gatsby-transformer-remark's own versions, CommonJS without types
const toHast = require('mdast-util-to-hast') as (tree: unknown, options: object) => unknown
// eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
const toHtml = require('hast-util-to-html') as (tree: unknown, options: object) => string

/**
 * Markdown to HTML as gatsby-transformer-remark 6 renders it (raw HTML
 * kept), each image replaced by IMAGE's markup as gatsby-remark-images replaces it.
 */
function rendered(markdown: string): string {
  const processor = remark()
    .use(remarkGfm as never)
    .use(remarkFootnotes as never, { inlineNotes: true })
  const tree = processor.runSync(processor.parse(markdown)) as { children?: unknown[] }
  const withImages = (node: { type?: string; alt?: string; value?: string; children?: unknown[] }) => {
    if (node.type === 'image') Object.assign(node, { type: 'html', value: IMAGE(node.alt ?? '') })
    node.children?.forEach((child) => withImages(child as typeof node))
  }
  withImages(tree)
  return toHtml(toHast(tree, { allowDangerousHtml: true }), { allowDangerousHtml: true })
}

type Node = DefaultTreeAdapterMap['childNode']

// Lists whose spaces and line breaks mean nothing: a style's declarations, a srcset's candidates.
const SPACED = new Set(['style', 'srcset'])

/** Every element with its attributes, and every piece of text, in document order; spaces between the items of a style or a srcset do not count. */
function shape(html: string): string[] {
  const walk = (nodes: Node[]): string[] =>
    nodes.flatMap((node) => {
      if (node.nodeName === '#text') return 'value' in node && node.value.trim() ? [node.value.trim()] : []
      if (!('tagName' in node)) return []
      const attributes = node.attrs.map(({ name, value }) => `${name}=${SPACED.has(name) ? value.replace(/\s+/g, ' ').replace(/\s*([;:,])\s*/g, '$1').replace(/;$/, '') : value}`)
      return [`<${node.tagName} ${attributes.sort().join(' ')}>`, ...walk(node.childNodes)]
    })
  return walk(parseFragment(html).childNodes)
}

const ARTICLES = ['en', 'ar'].flatMap((locale) => fs.readdirSync(`content/insights/${locale}`).map((name) => path.join('content/insights', locale, name)))

test.each(ARTICLES)('%s comes out of the sanitizer byte for byte, apart from the spaces inside its images\' tags', (file) => {
  const markdown = fs.readFileSync(file, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '')
  const html = rendered(markdown)
  const sanitized = sanitizeMarkdownHtml(html)
  expect(html).toMatch(/<h2>/)
  expect(sanitized.replace(IMAGE_MARKUP, '[image]')).toBe(html.replace(IMAGE_MARKUP, '[image]'))
  expect(shape(sanitized)).toEqual(shape(html))
})

test('tables, code in a language, quotes, footnotes, task lists, line breaks and a name in the other script are kept', () => {
  const html = rendered(
    [
      '| Figure | Cost |',
      '|:--|--:|',
      '| Clicks<br>and calls | AED 5 |',
      '```js\nif (a < b && c > d) {}\n```',
      '> A quote with a note[^1] and `code`.',
      '1. one\n2. two',
      '3. three',
      '- [x] done\n- [ ] next',
      'Some ~~old~~ *new* **text**, and <span lang="en" dir="ltr">Google Ads</span>.',
      '[^1]: The note.',
    ].join('\n\n'),
  )
  expect(shape(sanitizeMarkdownHtml(html))).toEqual(shape(html))
  expect(html).toContain('<li id="fn-1">')
  expect(html).toContain('<code class="language-js">')
})

// gatsby-remark-images 7's markup for an image, as it writes it into the text (with gatsby-config.ts's options).
const IMAGE = (alt: string) => `<span
      class="gatsby-resp-image-wrapper"
      style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 720px; "
    >
      <span
    class="gatsby-resp-image-background-image"
    style="padding-bottom: 58.333333333333336%; position: relative; bottom: 0; left: 0; display: block;"
  ></span>
  <picture>
          <source
              srcset="/static/1400c9/89b46/diagram.webp 180w,
/static/1400c9/fb07f/diagram.webp 720w"
              sizes="(max-width: 720px) 100vw, 720px"
              type="image/webp"
            />
          <img
            class="gatsby-resp-image-image"
            src="/static/1400c9/16546/diagram.png"
            alt="${alt}"
            title=""
            loading="lazy"
            decoding="async"
            style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;"
          />
        </picture>
    </span>`
const IMAGE_MARKUP = /<span\s+class="gatsby-resp-image-wrapper"[\s\S]*?<\/picture>\s*<\/span>/g

test("gatsby-remark-images' picture, sources and wrappers keep every element, attribute and style", () => {
  const html = rendered('![A diagram of four icons joined by arrows](../images/diagram.png)')
  const sanitized = sanitizeMarkdownHtml(html)
  expect(html).toContain('<picture>')
  expect(shape(sanitized)).toEqual(shape(html))
  expect(sanitized).toContain('title=""')
  // Void elements get no end tag: `</source>` is a stray end tag to a browser's parser and to the Nu Html Checker.
  expect(sanitized).toContain('<source')
  expect(sanitized).not.toMatch(/<\/(source|img|br|hr|wbr|track|input)>/)
})

test.each([
  ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
  ['<iframe src="https://evil.example/"></iframe><object data="x"></object><embed src="x"><p>text</p>', '<p>text</p>'],
  ['<form action="https://evil.example/"><input name="phone"></form><style>body{}</style>', ''],
  ['<input type="checkbox" checked>', ''],
  ['<img src="/a.png" alt="a" onerror="alert(1)">', '<img src="/a.png" alt="a" />'],
  ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="jav&#x09;ascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
  ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
  ['<img src="data:image/svg+xml;base64,AAAA" alt="a">', '<img alt="a" />'],
  ['<img src="/a.png" srcset="/a.png 1x, data:image/png;base64,AAAA 2x" alt="a">', '<img src="/a.png" srcset="/a.png 1x" alt="a" />'],
  ['<svg><a xlink:href="javascript:alert(1)">x</a></svg>', ''],
  ['<span style="position:fixed;inset:0;background:white">a fake page</span>', '<span>a fake page</span>'],
  ['<sup id="pagePath">1</sup><sup id="fnref-1">2</sup>', '<sup>1</sup><sup id="fnref-1">2</sup>'],
])('%s is taken out', (hostile, kept) => {
  expect(sanitizeMarkdownHtml(hostile)).toBe(kept)
})

const PLUGIN_IMAGE_STYLE = 'width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;'
const PLUGIN_WRAPPER_STYLE = 'position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 720px; '
// A box the size of the page, laid over it: what a style could do if any size were let through.
const OVERLAY = 'position:absolute;top:0;left:0;width:100%;height:100%'

test.each([
  [`<span style="${OVERLAY}">a fake form</span>`, '<span>a fake form</span>'],
  [`<span class="gatsby-resp-image-wrapper" style="${OVERLAY}">a fake form</span>`, '<span class="gatsby-resp-image-wrapper">a fake form</span>'],
  [`<span class="gatsby-resp-image-background-image" style="${OVERLAY};display:block"></span>`, '<span class="gatsby-resp-image-background-image"></span>'],
  // The image's own style, on a span: it would fill whatever box holds the span.
  ['<span class="gatsby-resp-image-image" style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;">x</span>', '<span>x</span>'],
  // The plugin's wrapper style with one declaration more.
  [
    '<span class="gatsby-resp-image-wrapper" style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 720px; z-index: 9">x</span>',
    '<span class="gatsby-resp-image-wrapper">x</span>',
  ],
  ['<img class="gatsby-resp-image-image" src="/a.png" alt="a" style="position:fixed;top:0;left:0;width:100vw;height:100vh">', '<img class="gatsby-resp-image-image" src="/a.png" alt="a" />'],
  // The image's exact style outside the plugin's wrapper: it would fill the nearest positioned box, the page itself.
  [`<p><img class="gatsby-resp-image-image" src="/a.png" alt="a" style="${PLUGIN_IMAGE_STYLE}"></p>`, '<p><img class="gatsby-resp-image-image" src="/a.png" alt="a" /></p>'],
  // Inside a wrapper that lost its own style (position: relative), so it holds nothing in place.
  [
    `<span class="gatsby-resp-image-wrapper" style="display:block"><img class="gatsby-resp-image-image" src="/a.png" alt="a" style="${PLUGIN_IMAGE_STYLE}"></span>`,
    '<span class="gatsby-resp-image-wrapper"><img class="gatsby-resp-image-image" src="/a.png" alt="a" /></span>',
  ],
  // After the wrapper has closed.
  [
    `<span class="gatsby-resp-image-wrapper" style="${PLUGIN_WRAPPER_STYLE}"></span><img class="gatsby-resp-image-image" src="/a.png" alt="a" style="${PLUGIN_IMAGE_STYLE}">`,
    `<span class="gatsby-resp-image-wrapper" style="${PLUGIN_WRAPPER_STYLE.replace(/: /g, ':').replace(/; ?/g, ';').replace(/;$/, '')}"></span><img class="gatsby-resp-image-image" src="/a.png" alt="a" />`,
  ],
])('only the image plugin\'s own styles are kept: %s', (hostile, kept) => {
  expect(sanitizeMarkdownHtml(hostile)).toBe(kept)
})
