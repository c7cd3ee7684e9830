/**
 * Server rendering. The head tags every page of a language shares are
 * written here, once, from content/site.json and the language's
 * content/<lang>/layout.json (components/head/site-head.tsx); the language
 * comes from the page's address.
 *
 * Emotion's critical CSS goes into <head> instead of the `<style>` tags
 * Emotion would otherwise interleave with the body markup, which the HTML
 * standard forbids (and the Nu Html Checker reports on every page). The
 * browser's Emotion cache (src/theme/style-cache.ts, given to every island
 * by src/components/islands/hydrate-island.tsx) takes these tags over
 * without inserting or moving them. Gatsby's browser APIs are not used: no
 * page runs Gatsby's runtime (docs/development.md).
 */
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import type { GatsbySSR } from 'gatsby'
import { isValidElement } from 'react'
import { renderToString } from 'react-dom/server'
import arabicLayout from './content/ar/layout.json'
import englishLayout from './content/en/layout.json'
import arabicInsights from './content/ar/insights.json'
import englishInsights from './content/en/insights.json'
import site from './content/site.json'
import { SITE_URL } from './src/lib/head/site-url'
import SiteHead from './src/components/head/site-head'
import { FEED_PATH, isArticlePath } from './src/lib/insights/insights'
import { feedTitle } from './src/lib/insights/insights-text'
import { localizedPath, splitLocalePath, type Locale } from './src/lib/i18n/locales'
import IconSprite from './src/components/layout/icon-sprite'
import { AFTER_PAINT_ATTRIBUTE } from './src/lib/islands/island-attributes'
import { FONT_CSS } from './src/theme/fonts'
import { SERVER_RULES_ATTRIBUTE, STYLE_CACHE_KEY, serverStyleTags, styleCacheOptions } from './src/theme/style-cache'

export const replaceRenderer: GatsbySSR['replaceRenderer'] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  // A fresh cache per page, so each page carries only the rules it uses.
  const cache = createCache(styleCacheOptions)
  // Emotion's server mode that collects rules in the cache instead of
  // writing <style> tags into the markup.
  cache.compat = true
  replaceBodyHTMLString(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  // Global styles first, as Emotion orders them; data-s tells Emotion's
  // start-up that the tag is already where it belongs.
  const { globals, rules } = serverStyleTags(cache)
  setHeadComponents([
    ...globals.map(({ emotion, css }) => <style key={emotion} data-emotion={emotion} data-s="" dangerouslySetInnerHTML={{ __html: css }} />),
    <style key={STYLE_CACHE_KEY} {...{ [SERVER_RULES_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: rules.css }} />,
  ])
}

const LAYOUT_COPY: Record<Locale, typeof englishLayout> = { en: englishLayout, ar: arabicLayout }
const INSIGHTS_COPY: Record<Locale, typeof englishInsights> = { en: englishInsights, ar: arabicInsights }

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHeadComponents, setPostBodyComponents }) => {
  const { locale, path } = splitLocalePath(pathname)
  const feed = { title: feedTitle(INSIGHTS_COPY[locale], site.companyName), path: localizedPath(FEED_PATH, locale) }
  setHeadComponents([
    // The font stacks (custom properties) and faces; Emotion never touches
    // this tag, so the browser's style cache leaves it where it is.
    <style key="fonts" data-fonts="" dangerouslySetInnerHTML={{ __html: FONT_CSS }} />,
    <SiteHead key="site-head" site={site} layout={LAYOUT_COPY[locale]} locale={locale} siteUrl={SITE_URL} feed={feed} isArticle={isArticlePath(path)} isHome={path === '/'} />,
  ])
  // The icons' drawings, once, for every icon of the page to point at; at the
  // body's end, after the page's own content, as a <use> may point ahead.
  setPostBodyComponents([<IconSprite key="icon-sprite" />])
}

/**
 * The head as Gatsby and its plugins left it, less what costs the first
 * paint. gatsby-plugin-manifest's <link rel="manifest"> goes into a template the
 * inline loader opens once the page has painted
 * (src/components/islands/loader.ts): with the link in the HTML, Chromium
 * fetched the manifest and its 144 px icon beside the first paint, and
 * Lighthouse counted both against LCP (0.98 s where the page's text painted
 * at 0.67). Nothing needs the manifest before that: it is read when the
 * page is installed.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ getHeadComponents, replaceHeadComponents }) => {
  const isTag = (component: unknown, type: string, props: { rel?: string; name?: string }): boolean =>
    isValidElement<typeof props>(component) && component.type === type && Object.entries(props).every(([name, value]) => component.props[name as keyof typeof props] === value)
  replaceHeadComponents(
    getHeadComponents()
      .flat()
      // Gatsby's generator tag tells no visitor anything, in bytes of the first round trip (docs/quality.md).
      .filter((component) => !isTag(component, 'meta', { name: 'generator' }))
      .map((component) =>
        isTag(component, 'link', { rel: 'manifest' }) ? (
          <template key="after-paint" {...{ [AFTER_PAINT_ATTRIBUTE]: '' }}>
            {component}
          </template>
        ) : (
          component
        ),
      ),
  )
}

export { wrapPageElement } from './src/components/i18n/wrap-page-element'

