/**
 * Server rendering. The head tags every page shares are written here, once,
 * from content/site.json (components/site-head.tsx).
 *
 * Emotion's critical CSS goes into <head> instead of the `<style>` tags
 * Emotion would otherwise interleave with the body markup, which the HTML
 * standard forbids (and the Nu Html Checker reports on every page). The
 * browser's default Emotion cache (key "css") finds these tags by their
 * `data-emotion` ids and does not insert the same rules again.
 */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import createEmotionServer from '@emotion/server/create-instance'
import type { GatsbySSR } from 'gatsby'
import { renderToString } from 'react-dom/server'
import site from './content/site.json'
import { SITE_URL } from './gatsby/site-url'
import SiteHead from './src/components/site-head'

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // A fresh cache per page, so each page carries only the rules it uses.
  const cache = createCache({ key: 'css' })
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const html = renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>)
  const { styles } = extractCriticalToChunks(html)
  replaceBodyHTMLString(html)
  // data-s tells Emotion these tags are already where they belong, so it does
  // not move them on start-up (forcing the browser to restyle the page).
  setHeadComponents(
    styles.map(({ key, ids, css }) => (
      <style key={key} data-emotion={`${key} ${ids.join(' ')}`} data-s="" dangerouslySetInnerHTML={{ __html: css }} />
    )),
  )
}


export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHeadComponents }) => {
  setHeadComponents([<SiteHead key="site-head" site={site} siteUrl={SITE_URL} />])
}
