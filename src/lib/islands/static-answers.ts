/**
 * The site's static queries' answers, by query name, where no Gatsby
 * runtime gives them: written into each language's copy file by the
 * islands' build (gatsby/browser/island-copy.ts) and given to the islands
 * and the CMS's previews by src/components/i18n/static-queries.ts.
 */
export type StaticAnswers = { SiteFacts: Queries.SiteFactsQuery }
