/**
 * The ids the article page gives its own parts (the layout's main, the
 * menu's panel, the contents' heading, the Read next section, the form's fields, their hints
 * and errors, its thank-you), which no heading of the text may take: a
 * "## Related" heading would share an id with the Read next section and its
 * contents link would jump there. Plain TypeScript: the build finishes the
 * article's HTML with it (gatsby/insights/pages.ts), and so does the CMS
 * preview.
 */
import { formIds } from '../contact/form-ids'

export const RELATED_ID = 'related'
export const TOC_HEADING_ID = 'toc-heading'
/** The header menu's panel (components/layout/mobile-menu.tsx): one a page. */
export const MENU_PANEL_ID = 'menu-panel'

export const ARTICLE_PAGE_IDS: readonly string[] = [
  'main',
  MENU_PANEL_ID,
  TOC_HEADING_ID,
  RELATED_ID,
  `${RELATED_ID}-heading`,
  ...Object.values(formIds('article')).flatMap((id) => [id, `${id}-hint`, `${id}-error`]),
  'article-thanks',
]
