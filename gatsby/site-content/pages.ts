/**
 * One page per language for every page in src/pages (Gatsby's i18n theme
 * does the same): the English page keeps its address, the Arabic one is
 * created under /ar/. Each gets `locale` (which its query uses to pick the
 * language's copy) and `originalPath` (its address without the prefix, for
 * the language switch and the hreflang alternates) in its context, and
 * `noindex`, whether search engines are asked to leave it out (the head's
 * robots tag, the sitemap and the X-Robots-Tag header all read it). The
 * page files themselves know nothing of how many languages there are.
 */
import type { CreatePageArgs, Page } from 'gatsby'
import { THANK_YOU_PATH } from '../../src/lib/contact/contact-fields'
import { TEAM_PATHS } from '../../src/lib/team/inbox-address'
import { LOCALE_CODES, localizedPath, type LocalizedPageContext, type PageContext } from '../../src/lib/i18n/locales'

/** Gatsby's own page that lists the pages in development; it has no language. */
const DEVELOPMENT_404 = '/dev-404-page/'
const NOT_FOUND_PAGE = '/404/'

/**
 * The pages of src/pages kept out of search engines: the page a form sent
 * without JavaScript leads to, and the 404 page with the copy of it Gatsby
 * makes at /404.html (which Netlify serves for an unknown address), and the
 * team's leads inbox (src/pages/team.tsx).
 */
const NOINDEX_PAGES: readonly string[] = [THANK_YOU_PATH, NOT_FOUND_PAGE, '/404.html', TEAM_PATHS.en]

/** The pages `page` becomes: one per language. */
export function localizedPages(page: Pick<Page, 'path' | 'matchPath' | 'context'>) {
  return LOCALE_CODES.map((locale) => {
    const path = localizedPath(page.path, locale)
    // A language's 404 page answers every unknown address under its prefix,
    // also when the visitor gets there by a link inside the site. The root
    // language's 404 is Gatsby's own fallback and needs no match path.
    const matchPath =
      page.path === NOT_FOUND_PAGE && path !== page.path
        ? localizedPath('/*', locale)
        : page.matchPath && localizedPath(page.matchPath, locale)
    const context: PageContext = { locale, originalPath: page.path, noindex: NOINDEX_PAGES.includes(page.path) }
    return { path, matchPath: matchPath || undefined, context: { ...page.context, ...context } }
  })
}

export function localizePage({ page, actions }: Pick<CreatePageArgs, 'page' | 'actions'>) {
  if ((page.context as Partial<LocalizedPageContext>).locale || page.path === DEVELOPMENT_404) return
  actions.deletePage(page)
  for (const localized of localizedPages(page)) actions.createPage({ ...page, ...localized })
}
