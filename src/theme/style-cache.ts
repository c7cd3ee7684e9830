/**
 * How the styles the server rendered reach the browser's Emotion cache.
 *
 * The server writes each page's rules into a <style> tag in <head>
 * (gatsby-ssr.tsx). Emotion's own hand-over would have the browser's cache
 * take that tag out and put it back into its sheet: the browser then parses
 * the page's rules again and restyles every element, inside the task that
 * starts the page's JavaScript. Instead the tag lists the rules it holds in
 * a data attribute of its own, and the browser cache is told they are
 * already in the document, so it inserts only rules the page adds later.
 */
import createCache, { type EmotionCache } from '@emotion/cache'

export const STYLE_CACHE_KEY = 'css'

/** On the server's <style> tag: the names of the rules it holds, space-separated. */
export const SERVER_RULES_ATTRIBUTE = 'data-server-rules'

export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  for (const tag of document.querySelectorAll(`style[${SERVER_RULES_ATTRIBUTE}]`)) {
    for (const name of String(tag.getAttribute(SERVER_RULES_ATTRIBUTE)).split(' ')) cache.inserted[name] = true
  }
  return cache
}
