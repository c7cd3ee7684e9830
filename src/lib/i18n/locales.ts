/**
 * The languages the site is published in: the one list every part of the
 * site reads (pages, links, head tags, content checks, the contact function).
 * English is the default and lives at the root; every other language lives
 * under its own prefix (/ar/...). Plain TypeScript: the browser, the server
 * and the build all use it.
 */

export const LOCALES = {
  en: {
    /** The language's name in itself: what the language switch says. */
    name: 'English',
    dir: 'ltr',
    /** Open Graph's locale (language_TERRITORY). */
    ogLocale: 'en_US',
    /** The locale dates and durations are written in (through Intl), always with Western digits. */
    intl: 'en-AE',
    /** Prefix of the language's addresses; '' for the default language. */
    prefix: '',
  },
  ar: {
    name: 'العربية',
    dir: 'rtl',
    ogLocale: 'ar_AE',
    intl: 'ar-AE',
    prefix: '/ar',
  },
} as const

export type Locale = keyof typeof LOCALES
export type Direction = (typeof LOCALES)[Locale]['dir']

export const DEFAULT_LOCALE: Locale = 'en'

/** What every page knows of its language (gatsby/site-content/pages.ts puts it in the page's context). */
export type LocalizedPageContext = {
  locale: Locale
  /** The page's address without its language prefix: /ourstory/ on /ar/ourstory/ too. */
  originalPath: string
  /** The languages the page exists in, when not every one (an article written in one language only). */
  languages?: Locale[]
  /** Where the language switch leads for a language the page does not exist in (its original path, with a #fragment if any). */
  fallbackPath?: string
}

/**
 * What the build puts in every page's context (gatsby/site-content/pages.ts,
 * each content type's pages.ts): its language, and whether search engines
 * are asked to leave it out, which the head's robots tag, the sitemap and
 * the X-Robots-Tag header all read.
 */
export type PageContext = LocalizedPageContext & { noindex: boolean }

/** The languages a page exists in. */
export const pageLanguages = (page: Pick<LocalizedPageContext, 'languages'>): Locale[] => page.languages ?? LOCALE_CODES

/** Every language, the default first. */
export const LOCALE_CODES = Object.keys(LOCALES) as Locale[]

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && Object.hasOwn(LOCALES, value)

/** The language a value names, or the default for anything else. */
export const localeOr = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The address of `path` (an English-site path such as /ourservices/ or /#home-contact) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  const { prefix } = LOCALES[locale]
  if (!prefix || !path.startsWith('/')) return path
  return `${prefix}${path}`
}

/** The language of a site address (/ar/ourstory/ -> ar) and the address without its prefix. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALE_CODES) {
    const { prefix } = LOCALES[locale]
    if (prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`))) {
      return { locale, path: pathname.slice(prefix.length) || '/' }
    }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** The language other than `locale` (the site has two). */
export const otherLocale = (locale: Locale): Locale => LOCALE_CODES.find((code) => code !== locale) ?? DEFAULT_LOCALE
