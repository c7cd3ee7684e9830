/**
 * The inline script every built page carries, in the page's <head> where
 * Gatsby's script tags were (gatsby/browser/paint-first.ts puts it there,
 * minified by gatsby/browser/minify-loader.ts). It adds the page's islands'
 * script (start-islands.ts), whose address the build writes into its text,
 * once the browser has painted the page.
 *
 * Scripts that arrive with the page (async, deferred or preloaded) are
 * compiled and run before or around the first paint, so the largest text on
 * screen would wait for them. This one waits for the first contentful
 * paint's timing entry, which arrives when the frame is on screen, rather
 * than for the end of the frame's work on the main thread. Where paint
 * timing is unknown the script starts a frame after the first one. A timer
 * starts it a second after the page began in any case: when no frame comes
 * (a tab opened in the background) or the page's files are slow to load.
 *
 * The Content-Security-Policy trusts this script by its hash, the same on
 * every page of a build, and with 'strict-dynamic' everything it adds: the
 * islands' script and the chunks that script imports
 * (gatsby/netlify/named-scripts.ts, security-headers.ts). The address is
 * part of the hashed text, so the hash pins it: the same loader naming any
 * other script is not trusted.
 */

import { AFTER_PAINT_ATTRIBUTE } from '../../lib/islands/island-attributes'

/** The islands' script of this build: minify-loader.ts defines it. */
declare const __ISLANDS_SCRIPT__: string

const source = __ISLANDS_SCRIPT__
let added = false

function addIslands() {
  if (added) return
  added = true
  // The head's tags kept for after the paint (gatsby-ssr.tsx): their
  // fetches, started beside the paint, were counted against LCP.
  document.querySelectorAll<HTMLTemplateElement>(`template[${AFTER_PAINT_ATTRIBUTE}]`).forEach((template) => template.replaceWith(template.content))
  const script = document.createElement('script')
  script.type = 'module'
  script.src = source
  document.head.appendChild(script)
}

/**
 * Once the page's own files have loaded too: an image that paints after the
 * text (a card's cover on the Insights list) is the largest paint, and a
 * request started before it counted against it.
 */
function afterLoad() {
  if (document.readyState === 'complete') setTimeout(addIslands)
  else window.addEventListener('load', () => setTimeout(addIslands), { once: true })
}

const Observer = window.PerformanceObserver
if (Observer && (Observer.supportedEntryTypes ?? []).includes('paint')) {
  new Observer((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    afterLoad()
  }).observe({ type: 'paint', buffered: true })
} else {
  requestAnimationFrame(afterLoad)
}
// Whatever comes first: on a slow network, a second after the page began.
setTimeout(addIslands, 1000)
