/**
 * Renders components as a page in one language renders them: inside the
 * PageCopyProvider that wrapPageElement puts around every page, with that
 * language's copy from content/<lang>/.
 */
import type { ReactNode } from 'react'
import arabicForm from '../../content/ar/form.json'
import arabicLayout from '../../content/ar/layout.json'
import englishForm from '../../content/en/form.json'
import englishLayout from '../../content/en/layout.json'
import { PageCopyProvider } from '../../src/components/i18n/page-copy'
import type { AdPlatform } from '../../src/lib/conversions/platforms'
import type { Locale } from '../../src/lib/i18n/locales'

/** Each language's copy that every page shares. */
export const PAGE_COPY = {
  en: { layout: englishLayout, form: englishForm },
  ar: { layout: arabicLayout, form: arabicForm },
} as const

/**
 * `children` on the page at `originalPath` (its address without the language
 * prefix) in `locale`, built with `adPlatforms` configured (none by default).
 */
export function onPage(children: ReactNode, locale: Locale = 'en', originalPath = '/', adPlatforms: readonly AdPlatform[] = []) {
  return (
    <PageCopyProvider copy={{ locale, originalPath, ...PAGE_COPY[locale], adPlatforms }}>
      {children}
    </PageCopyProvider>
  )
}
