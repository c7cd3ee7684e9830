/**
 * Gives every page's components its language and shared copy (see
 * page-copy.tsx), from the page's context and the PageCopy fragment its
 * query spreads (gatsby-ssr.tsx). In the browser an island gets the same
 * words from its element (the page's context) and its language's copy file,
 * made from the same content files (components/islands/start-islands.ts).
 */
import type { ReactElement } from 'react'
import { PageCopyProvider } from './page-copy'
import { AD_PLATFORMS, type AdPlatform } from '../../lib/conversions/platforms'
import { isLocale, type LocalizedPageContext } from '../../lib/i18n/locales'

const isAdPlatform = (name: string): name is AdPlatform => (AD_PLATFORMS as readonly string[]).includes(name)

type PageProps = { data?: Partial<Queries.PageCopyFragment> | null; pageContext?: Partial<LocalizedPageContext> }

export function wrapPageElement({ element, props }: { element: ReactElement; props: PageProps }) {
  const { data, pageContext } = props
  // Gatsby's development-only page list has neither a language nor copy.
  if (!data?.layoutJson || !data.formJson || !isLocale(pageContext?.locale)) return element
  const { languages, fallbackPath } = pageContext
  const adPlatforms = (data.adMeasurement?.platforms ?? []).filter(isAdPlatform)
  const copy = { locale: pageContext.locale, originalPath: pageContext.originalPath ?? '/', languages, fallbackPath, layout: data.layoutJson, form: data.formJson, adPlatforms }
  return <PageCopyProvider copy={copy}>{element}</PageCopyProvider>
}
