/**
 * Everything a preview needs to look like the site: the CMS draws previews
 * in an iframe, and Emotion would otherwise write the components' styles into
 * the editor's own document. Here they go into the iframe's head, with the
 * site's global styles and font stacks, and the iframe's <html> gets the
 * language and direction of the language being edited. The page drawn gets
 * the header, footer and form copy of that language as it is saved
 * (content/<lang>/layout.json and form.json), as wrapPageElement gives it
 * on the site, and the company's facts (content/site.json) as its static query.
 */
import { useLayoutEffect, useMemo, type ReactNode } from 'react'
import createCache from '@emotion/cache'
import { CacheProvider } from '@emotion/react'
import { PageCopyProvider, type PageCopy } from '../components/i18n/page-copy'
import { StaticQueryAnswers, type StaticAnswers } from '../components/i18n/static-queries'
import { SITE_URL } from '../lib/head/site-url'
import { AD_PLATFORMS } from '../lib/conversions/platforms'
import { LOCALES, localeOr, type Locale } from '../lib/i18n/locales'
import { FONT_CSS } from '../theme/fonts'
import GlobalStyles from '../theme/global-styles'
import layoutEn from '../../content/en/layout.json'
import layoutAr from '../../content/ar/layout.json'
import formEn from '../../content/en/form.json'
import formAr from '../../content/ar/form.json'
import site from '../../content/site.json'

/** The company's facts as saved (content/site.json); the year a preview is drawn in. */
const SAVED_FACTS: StaticAnswers = {
  SiteFacts: { site: { siteMetadata: { siteUrl: SITE_URL }, buildYear: String(new Date().getFullYear()) }, siteJson: site },
}

// Every ad platform: a preview shows the consent box with each platform's name in it.
const SAVED_COPY: Record<Locale, Pick<PageCopy, 'layout' | 'form' | 'adPlatforms'>> = {
  en: { layout: layoutEn as unknown as PageCopy['layout'], form: formEn as unknown as PageCopy['form'], adPlatforms: AD_PLATFORMS },
  ar: { layout: layoutAr as unknown as PageCopy['layout'], form: formAr as unknown as PageCopy['form'], adPlatforms: AD_PLATFORMS },
}

type PreviewFrameProps = {
  document: Document
  locale: Locale
  /** The address of the page previewed, without the language prefix: where the language switch leads. */
  originalPath: string
  children: ReactNode
}

export default function PreviewFrame({ document, locale, originalPath, children }: PreviewFrameProps) {
  const cache = useMemo(() => createCache({ key: 'preview', container: document.head }), [document])
  useLayoutEffect(() => {
    document.documentElement.lang = locale
    document.documentElement.dir = LOCALES[locale].dir
  }, [document, locale])
  return (
    <CacheProvider value={cache}>
      <style>{FONT_CSS}</style>
      {/* The CMS lays its view buttons over the right edge of the preview,
          on the physical right whatever the language: keep text out from under them. */}
      <style>{'body { padding-right: 3.5rem }'}</style>
      <GlobalStyles />
      <StaticQueryAnswers answers={SAVED_FACTS}>
        <PageCopyProvider copy={{ locale, originalPath, ...SAVED_COPY[locale] }}>{children}</PageCopyProvider>
      </StaticQueryAnswers>
    </CacheProvider>
  )
}

/** The language being previewed: the CMS names it when the entry has translations. */
export const previewLocale = (locale: unknown): Locale => localeOr(locale)
