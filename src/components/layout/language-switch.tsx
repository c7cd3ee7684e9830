/**
 * The link to this page in the other language, named in that language
 * ("العربية" on English pages, "English" on Arabic ones) and marked with its
 * language, so screen readers pronounce it right. A plain link, not Gatsby's:
 * Gatsby would prefetch the other language's page data on every page view.
 */
import type { CSSObject } from '@emotion/react'
import { useLocale } from '../i18n/page-copy'
import { LOCALES, localizedPath, otherLocale } from '../../lib/i18n/locales'

type LanguageSwitchProps = { linkStyle: CSSObject; className?: string }

export default function LanguageSwitch({ linkStyle, className }: LanguageSwitchProps) {
  const { locale, originalPath } = useLocale()
  const target = otherLocale(locale)
  return (
    <a href={localizedPath(originalPath, target)} lang={target} hrefLang={target} css={linkStyle} className={className}>
      {LOCALES[target].name}
    </a>
  )
}
