/**
 * Gatsby's Node APIs: the one map of every step the build takes, in the
 * order Gatsby runs them. Each step is a function of a module under
 * `gatsby/`, grouped by part (pipeline/, site-content/, insights/, landing/,
 * seo/, cms/, netlify/, analytics/, browser/, conversions/); no module there
 * exports a Gatsby hook, so a step is found here or nowhere. The Netlify adapter (gatsby-config.ts)
 * runs after the last.
 *
 * Every content type goes through the same steps, from the same few files
 * of its folder: site content (site-content/), Insights articles (insights/)
 * and landing pages (landing/), on what they share (pipeline/). Its nodes.ts
 * makes each item's one record (src/lib/content/entry.ts: file, language,
 * slug, published, values) and gives the node its fields, its checks.ts
 * checks the record with the one checker of the content model
 * (src/lib/content/check.ts) and the type's own rules, both as the node is
 * created; its pages.ts checks what only the files together can break and
 * makes the pages, each context saying `noindex`.
 */
import type { GatsbyNode } from 'gatsby'
import { buildAnalytics, checkAnalyticsConfig } from './gatsby/analytics/analytics-config'
import { pageViewSettings } from './gatsby/analytics/tracker-file'
import { copyFlags } from './gatsby/browser/copy-flags'
import { compileFunctionsAtStart, serveIslands } from './gatsby/browser/develop'
import { removeGatsbyBundles, restoreGatsbyPageData, setAsideGatsbyRuntimeData, spareGatsbyBundles } from './gatsby/browser/gatsby-bundles'
import { buildIslands } from './gatsby/browser/build-islands'
import { buildTeamScript, pointTeamPages } from './gatsby/browser/build-team'
import { runIslandsAfterPaint } from './gatsby/browser/paint-first'
import { builtOutputProblems } from './gatsby/build-checks/built-output'
import { missingPatterns } from './gatsby/build-checks/patched-packages'
import { stopOnProblems } from './gatsby/build-checks/stop'
import { serveCms, writeCms } from './gatsby/cms/admin'
import { checkUploads } from './gatsby/cms/uploads'
import { createAdMeasurementType, sourceAdMeasurement } from './gatsby/conversions/ad-platforms'
import { checkArticle } from './gatsby/insights/checks'
import { addArticleFields, refreshArticlesPublished } from './gatsby/insights/nodes'
import { createInsightsPages } from './gatsby/insights/pages'
import { writeFeeds } from './gatsby/insights/rss-feed'
import { checkLandingPage } from './gatsby/landing/checks'
import { writeLandingIndex } from './gatsby/landing/landing-index-file'
import { addLandingFields, refreshLandingPublished } from './gatsby/landing/nodes'
import { createLandingPages } from './gatsby/landing/pages'
import { checkLeadDelivery } from './gatsby/netlify/delivery-check'
import { trustOnlyCompletedBuilds } from './gatsby/pipeline/cache-trust'
import { createContentTypes } from './gatsby/pipeline/schema'
import { writeNoindexRoutes } from './gatsby/seo/noindex-headers'
import { writeRobotsTxt } from './gatsby/seo/robots-txt'
import { writeShareImages } from './gatsby/seo/draw-share-images'
import { checkContent, checkContentParity } from './gatsby/site-content/checks'
import { addContentLocale } from './gatsby/site-content/nodes'
import { localizePage } from './gatsby/site-content/pages'

// Before any plugin's onPreBootstrap: `gatsby develop` compiles the functions as it starts.
// Before Gatsby reads public/: the last build's page-data/, set aside from the deploy, is put back.
// Before Gatsby decides to keep its cache: a production build keeps only one a completed production build left.
export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  compileFunctionsAtStart()
  restoreGatsbyPageData()
  trustOnlyCompletedBuilds(args)
}

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  // The phone field's flags, as files in static/.
  copyFlags(args)
  // PLAUSIBLE_DOMAIN and PLAUSIBLE_HOST, read once; a wrong value stops here.
  checkAnalyticsConfig(args)
  // The CMS's upload folder holds raster images only: anything else stops here, by name.
  checkUploads(args)
  // The installed packages still hold every pattern the build changes in them (gatsby/browser/lean-packages.ts, patches/).
  stopOnProblems(args.reporter, 'A patched package changed', missingPatterns())
}

// The GraphQL types of every content file, from the content model, and
// of the ad platforms the build finds configured.
export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = (args) => {
  createContentTypes(args)
  createAdMeasurementType(args)
}

// The ad platforms configured (the contact function's settings), which the
// forms name in their consent box, or no box without any.
export const sourceNodes: GatsbyNode['sourceNodes'] = (args) => {
  sourceAdMeasurement(args)
}

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  // Each site content file's language, from its folder; every file follows
  // the model (the program's steps in order, each topic named once).
  addContentLocale(args)
  checkContent(args)
  // Each article's language, slug, address, dates, reading time and
  // whether it is published; its front matter and body follow the rules.
  addArticleFields(args)
  checkArticle(args)
  // Each landing page's language, slug and whether it is published; its
  // fields and blocks follow the rules.
  addLandingFields(args)
  checkLandingPage(args)
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async (args) => {
  // Says again which articles and landing pages are published, before any
  // page query runs or image is drawn: nodes kept in .cache/ carry the last
  // run's answer. Gatsby runs this step after createPages; a production
  // build on a cache `gatsby develop` filled has already started from
  // scratch (trustOnlyCompletedBuilds, in onPreInit), so this says it again.
  refreshArticlesPublished(args)
  refreshLandingPublished(args)
  // Each language's share image and each published article's.
  await writeShareImages(args)
}

// Warns when a production build cannot deliver leads as set, or tell anyone when they stop.
export const onPreBuild: GatsbyNode['onPreBuild'] = (args) => {
  checkLeadDelivery(args)
}

// The Insights lists, topic lists and articles of each language, and the
// campaign landing pages (/lp/<slug>/) of each; first, the rules across
// each type's files (two articles with one slug, a page's two languages,
// a variant and its original).
export const createPages: GatsbyNode['createPages'] = async (args) => {
  // Every language has the same site content files, fields and placeholders.
  checkContentParity(args)
  await createInsightsPages(args)
  await createLandingPages(args)
  // The published landing pages, campaigns and variants, which the contact function checks a landing lead against.
  writeLandingIndex(args)
}

// Each page of src/pages once per language (the Arabic one under /ar/),
// each context saying whether the page is kept out of search engines.
export const onCreatePage: GatsbyNode['onCreatePage'] = (args) => {
  localizePage(args)
}

// Gatsby's browser stage builds bundles no page loads: as cheaply as it can (gatsby/browser/gatsby-bundles.ts).
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = (args) => {
  spareGatsbyBundles(args)
}

export const onPostBuild: GatsbyNode['onPostBuild'] = async (args) => {
  // The script each page runs (its islands, and with PLAUSIBLE_DOMAIN the
  // page-view tracker), started after its first paint; Gatsby's own
  // bundles, which no page loads any more, leave public/.
  const islands = await buildIslands({ pageViews: pageViewSettings(buildAnalytics(), args) })
  const pages = runIslandsAfterPaint(islands)
  // The team's inbox runs its own script, which no public page carries.
  pointTeamPages(await buildTeamScript())
  const removed = removeGatsbyBundles()
  args.reporter.verbose(`${islands} starts after the first paint in ${pages} files; ${removed.length} files of Gatsby's browser bundles removed`)
  // The X-Robots-Tag rules of the pages whose context says noindex, for the adapter.
  writeNoindexRoutes(args)
  // robots.txt, naming the sitemap.
  await writeRobotsTxt(args)
  // The CMS at /admin/.
  await writeCms(args.reporter)
  // The Insights RSS feeds of each language.
  await writeFeeds(args)
  // Gatsby's runtime data (page-data/, ~partytown/), which no page reads, out of the deploy; then
  // what is left is checked: no webpack bundle, one loader a page, nothing deployed that nothing loads.
  args.reporter.verbose(`Left out of the deploy: ${setAsideGatsbyRuntimeData().join(', ') || 'nothing'}`)
  stopOnProblems(args.reporter, 'The built site in public/ is not what should be deployed', builtOutputProblems())
}

// `gatsby develop` only: the pages run their islands as built pages do
// (Gatsby's runtime taken out), and the CMS is at /admin/; both are
// compiled again on change.
export const onCreateDevServer: GatsbyNode['onCreateDevServer'] = async (args) => {
  await serveIslands(args)
  await serveCms(args)
}
