/**
 * The HTML a page may take from Markdown content (an Insights article's
 * text): what Markdown itself makes, what an editor may write by hand, and
 * what the build's own plugins add (gatsby-remark-images' picture, source
 * and span wrappers with their styles; footnotes; task lists; code
 * languages). One list, read both by the sanitizer every rendered text goes
 * through (sanitizeMarkdownHtml, with sanitize-html) and by the checks that
 * fail the build, naming the file and line, for anything outside it
 * (html-checks.ts, markdown-html.ts). Build code only: no page's bundle
 * imports it.
 */
import sanitizeHtml from 'sanitize-html'

type Elements = Readonly<Record<string, readonly string[]>>

/** Each element Markdown makes, and may be written by hand, with the attributes a writer may give it. */
export const MARKDOWN_ELEMENTS: Elements = {
  p: [],
  h1: [],
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title'],
  img: ['src', 'alt', 'title'],
  em: [],
  strong: [],
  del: [],
  code: [],
  pre: [],
  blockquote: [],
  hr: [],
  br: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['align'],
  td: ['align'],
  sup: [],
  // Not made by Markdown, but what a text in two languages needs: a name in
  // the other language's script, read in its own direction.
  span: ['lang', 'dir'],
}

/** What the build's plugins add to the elements above (images, footnotes, task lists, code languages); never written by hand. */
export const BUILD_ELEMENTS: Elements = {
  // gatsby-remark-images: <span wrapper><span box></span><picture><source>…<img></picture></span>
  span: ['class', 'style'],
  picture: [],
  source: ['srcset', 'sizes', 'type'],
  img: ['class', 'srcset', 'sizes', 'style', 'loading', 'decoding'],
  // Footnotes (gatsby-transformer-remark's remark-footnotes): <sup id><a class>, <div class><hr><ol><li id>.
  sup: ['id'],
  li: ['id', 'class'],
  a: ['class'],
  div: ['class'],
  // Task lists (GFM): <ul class><li class><input type="checkbox" disabled>.
  ul: ['class'],
  input: ['type', 'checked', 'disabled'],
  // A fenced block's language: <pre><code class="language-js">.
  code: ['class'],
}

/** Schemes a link may use (besides addresses on this site); an image, only the site's own files or http(s). */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const
export const IMAGE_SCHEMES = ['http', 'https'] as const

/** Attributes that hold an address, checked for their scheme wherever they appear. */
export const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'data', 'cite', 'background'] as const

// The classes the plugins write, and nothing more (their styles: IMAGE_PLUGIN_STYLES).
const CLASSES: Readonly<Record<string, (string | RegExp)[]>> = {
  span: ['gatsby-resp-image-wrapper', 'gatsby-resp-image-background-image'],
  img: ['gatsby-resp-image-image'],
  a: ['footnote-ref', 'footnote-backref'],
  div: ['footnotes'],
  ul: ['contains-task-list'],
  li: ['task-list-item'],
  code: [/^language-[\w-]+$/],
}
/**
 * The styles gatsby-remark-images writes, with this site's options
 * (gatsby-config.ts: no placeholder, no caption, no link to the original),
 * by the element and the one class it writes each with: every declaration,
 * in its order; a pattern stands for what the plugin computes (the image's
 * width, its proportions). No other style is kept, on any element: a style
 * could otherwise lay a fake form or link over the page, as `position:
 * absolute` with a size does. The image's own `position: absolute` fills
 * the box the plugin draws around it, nothing more: its style, and the
 * box's, are kept only `inside` the plugin's wrapper with the wrapper's
 * own style (position: relative), as the plugin writes them.
 */
type Declarations = readonly (readonly [property: string, value: string | RegExp])[]
const WRAPPER = 'gatsby-resp-image-wrapper'
export const IMAGE_PLUGIN_STYLES: Readonly<Record<string, { element: string; declarations: Declarations; inside?: typeof WRAPPER }>> = {
  [WRAPPER]: {
    element: 'span',
    declarations: [
      ['position', 'relative'],
      ['display', 'block'],
      ['margin-left', 'auto'],
      ['margin-right', 'auto'],
      ['max-width', /^\d{1,5}px$/],
    ],
  },
  'gatsby-resp-image-background-image': {
    element: 'span',
    inside: WRAPPER,
    declarations: [
      ['padding-bottom', /^\d{1,4}(\.\d+)?%$/],
      ['position', 'relative'],
      ['bottom', '0'],
      ['left', '0'],
      ['display', 'block'],
    ],
  },
  'gatsby-resp-image-image': {
    element: 'img',
    inside: WRAPPER,
    declarations: [
      ['width', '100%'],
      ['height', '100%'],
      ['margin', '0'],
      ['vertical-align', 'middle'],
      ['position', 'absolute'],
      ['top', '0'],
      ['left', '0'],
    ],
  },
}

/** A style attribute's declarations as [property, value], as written: a comment or an escape is not read, so such a style matches no template. */
const declarationsOf = (style: string) =>
  style
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => [part.slice(0, part.indexOf(':')).trim(), part.slice(part.indexOf(':') + 1).trim()] as const)

const matches = (value: string, expected: string | RegExp) => (typeof expected === 'string' ? value === expected : expected.test(value))

/** An element as the style rules see it: its name, class and style. */
export type StyledElement = { element: string; className?: string; style?: string }

/**
 * Whether the style of `styled`, inside `ancestors` (the elements around
 * it, any order), is exactly what gatsby-remark-images writes there.
 */
export function isImagePluginStyle({ element, className, style = '' }: StyledElement, ancestors: readonly StyledElement[] = []): boolean {
  const key = className?.trim() ?? ''
  const rule = Object.hasOwn(IMAGE_PLUGIN_STYLES, key) && IMAGE_PLUGIN_STYLES[key].element === element ? IMAGE_PLUGIN_STYLES[key] : undefined
  if (!rule) return false
  const declarations = declarationsOf(style)
  const exact = declarations.length === rule.declarations.length && declarations.every(([name, value], index) => name === rule.declarations[index][0] && matches(value, rule.declarations[index][1]))
  const inside = rule.inside
  return exact && (!inside || ancestors.some((ancestor) => ancestor.className?.trim() === inside && isImagePluginStyle(ancestor)))
}

// What sanitize-html keeps of a style that passed isImagePluginStyle: each property the plugin writes, with the values it may take there.
const exactly = (value: string | RegExp) => (typeof value === 'string' ? new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : value)
const STYLES: Record<string, RegExp[]> = {}
for (const [name, value] of Object.values(IMAGE_PLUGIN_STYLES).flatMap(({ declarations }) => declarations)) (STYLES[name] ??= []).push(exactly(value))

/**
 * An element's style is kept only when it is exactly the image plugin's for
 * the element, its class and where it is: `open` holds the elements the
 * parser is inside, the element itself last.
 */
const withImagePluginStyleOnly = (open: readonly StyledElement[]) => (tagName: string, attribs: sanitizeHtml.Attributes) => {
  if (attribs.style !== undefined && !isImagePluginStyle({ element: tagName, className: attribs.class, style: attribs.style }, open.slice(0, -1))) delete attribs.style
  return { tagName, attribs }
}

// Footnotes' own ids only (fn-1, fnref-1): an id such as "pagePath" would
// stand in for a global of the same name that the site's scripts read.
const FOOTNOTE_ID = /^fn(ref)?-[\w-]+$/
const withFootnoteIdOnly = (tagName: string, attribs: sanitizeHtml.Attributes) => {
  if (attribs.id !== undefined && !FOOTNOTE_ID.test(attribs.id)) delete attribs.id
  return { tagName, attribs }
}

const merged = (...lists: Elements[]) => {
  const names = [...new Set(lists.flatMap(Object.keys))]
  return Object.fromEntries(names.map((name) => [name, [...new Set(lists.flatMap((list) => list[name] ?? []))]]))
}

/** Every element the rendered text may hold, with every attribute it may carry. */
export const RENDERED_ELEMENTS: Elements = merged(MARKDOWN_ELEMENTS, BUILD_ELEMENTS)

// allowedEmptyAttributes is sanitize-html's (since 2.11), not yet in its published types.
const OPTIONS: sanitizeHtml.IOptions & { allowedEmptyAttributes: string[]; onOpenTag?: (name: string, attribs: sanitizeHtml.Attributes) => void; onCloseTag?: (name: string) => void } = {
  allowedTags: Object.keys(RENDERED_ELEMENTS),
  allowedAttributes: {
    ...RENDERED_ELEMENTS,
    input: [{ name: 'type', multiple: false, values: ['checkbox'] }, 'checked', 'disabled'],
    th: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
    td: [{ name: 'align', multiple: false, values: ['left', 'center', 'right'] }],
    span: [...RENDERED_ELEMENTS.span.filter((name) => name !== 'dir'), { name: 'dir', multiple: false, values: ['ltr', 'rtl', 'auto'] }],
  },
  allowedClasses: CLASSES,
  allowedStyles: { span: STYLES, img: STYLES },
  allowedSchemes: [...LINK_SCHEMES],
  allowedSchemesByTag: { img: [...IMAGE_SCHEMES], source: [...IMAGE_SCHEMES] },
  allowedSchemesAppliedToAttributes: [...URL_ATTRIBUTES],
  allowProtocolRelative: false,
  // gatsby-remark-images writes title="" when the image has none.
  allowedEmptyAttributes: ['alt', 'title'],
  // Void elements are written without an end tag: gatsby-remark-images' <source> got
  // `</source>`, a stray end tag to the HTML parser (and the Nu Html Checker).
  selfClosing: [...sanitizeHtml.defaults.selfClosing, 'source', 'wbr', 'track'],
  transformTags: { sup: withFootnoteIdOnly, li: withFootnoteIdOnly },
  // A task list's box, never a field to type in.
  exclusiveFilter: (frame) => frame.tag === 'input' && !(frame.attribs.type === 'checkbox' && 'disabled' in frame.attribs),
  // Removed with what is inside them, not just their tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'embed', 'title', 'svg', 'math'],
}

/** `html` with everything outside the allow-list taken out. */
export function sanitizeMarkdownHtml(html: string): string {
  // The elements the parser is inside, as it reads them (every element, void ones too, is closed by the parser).
  const open: StyledElement[] = []
  const styleOnly = withImagePluginStyleOnly(open)
  return sanitizeHtml(html, {
    ...OPTIONS,
    onOpenTag: (name, attribs) => void open.push({ element: name, className: attribs.class, style: attribs.style }),
    onCloseTag: () => void open.pop(),
    transformTags: { ...OPTIONS.transformTags, span: styleOnly, img: styleOnly },
  })
}
