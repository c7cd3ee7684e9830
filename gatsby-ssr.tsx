/**
 * Server rendering. The head tags every page shares are written here, once,
 * from content/site.json (components/site-head.tsx).
 *
 * Emotion's critical CSS goes into <head> instead of the `<style>` tags
 * Emotion would otherwise interleave with the body markup, which the HTML
 * standard forbids (and the Nu Html Checker reports on every page). The
 * browser's Emotion cache (src/theme/style-cache.ts, given to every page by
 * gatsby-browser.tsx) knows these rules by name and does not insert them again.
 */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { GatsbySSR } from 'gatsby'
import { renderToString } from 'react-dom/server'
import site from './content/site.json'
import { SITE_URL } from './gatsby/site-url'
import SiteHead from './src/components/site-head'
import { SERVER_RULES_ATTRIBUTE, STYLE_CACHE_KEY } from './src/theme/style-cache'

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // A fresh cache per page, so each page carries only the rules it uses.
  const cache = createCache({ key: STYLE_CACHE_KEY })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  replaceBodyHTMLString(html)
  // The page's rules are handed to the browser's cache by name
  // (src/theme/style-cache.ts). <Global> styles keep Emotion's own hand-over,
  // which its component looks for by data-emotion; data-s tells Emotion's
  // start-up that the tag is already where it belongs.
  setHeadComponents(
    styles.map(({ key, ids, css }) =>
      key === STYLE_CACHE_KEY ? (
        <style key={key} {...{ [SERVER_RULES_ATTRIBUTE]: ids.join(' ') }} dangerouslySetInnerHTML={{ __html: css }} />
      ) : (
        <style key={key} data-emotion={`${key} ${ids.join(' ')}`} data-s="" dangerouslySetInnerHTML={{ __html: css }} />
      ),
    ),
  )
}


export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<SiteHead key="site-head" site={site} siteUrl={SITE_URL} />])
}
