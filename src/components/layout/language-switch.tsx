/**
 * The link to this page in the other language, named in that language
 * ("العربية" on English pages, "English" on Arabic ones) and marked with its
 * language, so screen readers pronounce it right. On a page that does not
 * exist in the other language (an article written in one language only) it
 * leads to the page's fallback there (that language's Insights page, which
 * then says the article is not translated), never to a 404. A plain link, not Gatsby's:
 * Gatsby would prefetch the other language's page data on every page view.
 */
import type { CSSObject } from '@emotion/react'
import { useLocale } from '../i18n/page-copy'
import { LOCALES, localizedPath, otherLocale, pageLanguages } from '../../lib/i18n/locales'

type LanguageSwitchProps = { linkStyle: CSSObject; className?: string }

export default function LanguageSwitch({ linkStyle, className }: LanguageSwitchProps) {
  const { locale, originalPath, languages, fallbackPath } = useLocale()
  const target = otherLocale(locale)
  const path = pageLanguages({ languages }).includes(target) ? originalPath : (fallbackPath ?? '/')
  return (
    <a href={localizedPath(path, target)} lang={target} hrefLang={target} css={linkStyle} className={className}>
      {LOCALES[target].name}
    </a>
  )
}
