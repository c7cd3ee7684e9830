/**
 * How the styles the server rendered reach the browser's Emotion cache.
 *
 * The server writes each page's rules into <style> tags in <head>
 * (gatsby-ssr.tsx, with serverStyleTags below). Emotion's own hand-over
 * would have the browser take those tags out and put them back: the browser
 * then applies the page's rules again and restyles every element, inside the
 * tasks that start the page's JavaScript. Instead:
 *
 * - the tag of ordinary rules lists them by name in a data attribute of its
 *   own, and the browser cache is told they are already in the document;
 * - the server also writes the rules a component only composes into another
 *   one (`<Container css={…}>`), which no element carries, because the
 *   browser would otherwise insert them into a new tag at start-up;
 * - `<Global>` adopts the server's global tag where it stands rather than
 *   moving it to the end of <head>.
 *
 * The result: when the page starts, no style tag is added, moved or filled.
 *
 * Both caches leave out Emotion's vendor prefixer (styleCacheOptions): the
 * prefixes it wrote (-webkit-box, -ms-flexbox, -moz-transform...) are for
 * browsers from before 2017, and were a tenth of every page's inline CSS,
 * which travels in the HTML's first round trip. The few properties that
 * still need a prefix in a browser we serve (the icon's mask before Chrome
 * 120, hyphens before Safari 17) write it themselves.
 */
import createCache, { type EmotionCache, type Options } from '@emotion/cache'

export const STYLE_CACHE_KEY = 'css'

/** The server's and the browser's cache: the same key, no vendor prefixer. */
export const styleCacheOptions: Options = { key: STYLE_CACHE_KEY, stylisPlugins: [] }

/** Marks the server's <style> tag of rules (empty: the names are read from its CSS, RULE_START). */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules'

/**
 * Where each rule in the server's CSS starts: every rule Emotion writes
 * starts with its class, `.css-<name>`, at the top or inside an at-rule. The
 * browser's cache reads the names there rather than from a list in an
 * attribute, which cost ~0.25 KB of every page's gzipped HTML (random names
 * compress badly), and the HTML must fit a phone's first round trip.
 */
export const RULE_START = new RegExp(`(?:^|[{}])\\.${STYLE_CACHE_KEY}-([\\w-]+)`, 'g')

type ServerStyleTags = {
  /** One per <Global>, marked the way Emotion's <Global> finds its server tag. */
  globals: { emotion: string; css: string }[]
  rules: { css: string }
}

/** The style tags for a page the server rendered with `cache`. */
export function serverStyleTags(cache: EmotionCache): ServerStyleTags {
  const tags: ServerStyleTags = { globals: [], rules: { css: '' } }
  for (const [name, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue
    if (cache.registered[`${cache.key}-${name}`] === undefined) {
      tags.globals.push({ emotion: `${cache.key}-global ${name}`, css })
    } else {
      tags.rules.css += css
    }
  }
  return tags
}

type Sheet = EmotionCache['sheet']
type SheetClass = new (options: { key: string; container: Node }) => Sheet

export function browserStyleCache(): EmotionCache {
  const cache = createCache(styleCacheOptions)
  // <Global> builds its sheet with the cache sheet's constructor and hands it
  // the server's tag through hydrate(), which would move the tag.
  const EmotionSheet = cache.sheet.constructor as SheetClass
  class SheetKeepingServerTags extends EmotionSheet {
    hydrate(tags: HTMLStyleElement[]) {
      this.tags.push(...tags)
    }
  }
  cache.sheet = new SheetKeepingServerTags({ key: STYLE_CACHE_KEY, container: document.head })
  for (const tag of document.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`)) {
    for (const [, name] of String(tag.textContent).matchAll(RULE_START)) cache.inserted[name] = true
  }
  return cache
}
