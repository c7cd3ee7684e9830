/**
 * Starts the page-view tracker (../../lib/analytics/page-view-tracker.ts)
 * with the build's settings: the islands' build
 * (gatsby/browser/build-islands.ts) compiles that start, with PLAUSIBLE_DOMAIN only, in place of this empty
 * module, and start-islands.ts imports it only then.
 */
export {}
