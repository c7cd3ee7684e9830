/**
 * What the build (gatsby/insights/pages.ts) puts in each Insights page's
 * context and the templates (src/templates/insights-*.tsx) read back: one
 * shape, declared here so that neither side imports the other.
 */
import type { PageContext } from '../i18n/locales'
import type { ArticleHtml } from './article-html'

/** What a list page's query and its pagination need. */
export type ListPageContext = PageContext & { topics: string[]; topic: string | null; skip: number; limit: number; page: number; pages: number; basePath: string }
/** `body`: the article's HTML finished at build time, so none of that work reaches the browser. */
export type ArticlePageContext = PageContext & { id: string; related: string[]; modified: string; body: ArticleHtml }
