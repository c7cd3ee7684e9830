/**
 * Gatsby Node APIs. Each concern lives in its own module under `gatsby/`;
 * this file only wires them up.
 */
export { createSchemaCustomization } from './gatsby/schema'
export { onCreateNode } from './gatsby/check-content'
export { onPreBootstrap } from './gatsby/copy-flags'
export { onPreBuild } from './gatsby/check-delivery'
export { onPostBootstrap } from './gatsby/share-image'
export { onPostBuild } from './gatsby/post-build'
export { onCreateWebpackConfig } from './gatsby/browser-bundle'
