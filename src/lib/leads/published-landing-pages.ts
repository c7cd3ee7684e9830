/**
 * The landing pages the deploy published, as its build wrote them
 * (LANDING_INDEX_FILE, by gatsby/landing/landing-index-file.ts). Imported, not
 * read from disk: Netlify runs the build command first and then bundles the
 * functions with esbuild, which copies the JSON into the contact function's
 * bundle, so the function always checks against the pages of its own
 * deploy, with no file to ship beside it (netlify.toml's included_files)
 * nor a path to find at run time. Only the Netlify function imports this
 * (contact-function.ts): the file exists once the site has been built, as
 * the function tests (npm run test:netlify) and the bench require.
 */
import published from '../../../netlify/published-landing-pages.json'
import type { LandingPagesIndex } from '../landing/landing'

export const PUBLISHED_LANDING_PAGES: LandingPagesIndex = published
