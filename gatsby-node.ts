/**
 * Gatsby Node APIs. Each concern lives in its own module under `gatsby/`;
 * this file only wires them up.
 */
import type { GatsbyNode } from 'gatsby'
import { checkSiteFacts, checkStepOrder } from './gatsby/check-content'
import { addArticleFields, guardDraftCache } from './gatsby/article-nodes'
import { addContentLocale } from './gatsby/content-locale'
import { checkContentParity } from './gatsby/content-parity'
import { copyFlags } from './gatsby/copy-flags'

export { createSchemaCustomization } from './gatsby/schema'
export { onCreatePage } from './gatsby/localized-pages'
export { createPages } from './gatsby/insights-pages'
export { onPreBuild } from './gatsby/check-delivery'
export { onPostBootstrap } from './gatsby/share-image'
export { onPostBuild } from './gatsby/post-build'
export { onCreateDevServer } from './gatsby/cms-admin'
export { onCreateWebpackConfig } from './gatsby/browser-bundle'

export const onPreBootstrap: GatsbyNode['onPreBootstrap'] = (args) => {
  checkContentParity(args)
  guardDraftCache(args)
  copyFlags(args)
}

export const onCreateNode: GatsbyNode['onCreateNode'] = (args) => {
  addContentLocale(args)
  checkSiteFacts(args)
  checkStepOrder(args)
  addArticleFields(args)
}
