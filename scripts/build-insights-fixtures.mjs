// Builds the site with the Insights test articles of __tests__/fixtures/insights/
// (more than a list page holds, and a draft) and the test landing pages of
// __tests__/fixtures/landing/ (one with every kind of block, and a draft)
// into public-fixtures/, for the pagination and landing-block tests
// (playwright.fixtures.config.ts). It is also the build with analytics on
// (PLAUSIBLE_DOMAIN, and PLAUSIBLE_HOST a stand-in on loopback:
// __tests__/e2e/support/analytics-env.ts), so the page-view tests cost no
// build of their own; and the build with an ad platform configured (Meta,
// with values that exist nowhere: __tests__/e2e/support/ad-platform-env.ts),
// so its forms ask for consent (__tests__/e2e-fixtures/ad-consent.spec.ts).
// The published build in
// public/ is set aside while Gatsby builds and put back after, so the other
// tests keep testing the site as published; so is the index of published
// landing pages the build writes for the contact function
// (netlify/published-landing-pages.json).
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { register } from 'node:module'

register('./typescript-hooks.mjs', import.meta.url)
const { FIXTURES_ANALYTICS_ENV } = await import('../__tests__/e2e/support/analytics-env.ts')
const { FIXTURES_AD_PLATFORM_ENV } = await import('../__tests__/e2e/support/ad-platform-env.ts')

const OUT = 'public-fixtures'
const ASIDE = 'public-published'
const INDEX = 'netlify/published-landing-pages.json'
const INDEX_ASIDE = `${INDEX}.published`

if (fs.existsSync(ASIDE)) throw new Error(`${ASIDE}/ exists: an earlier fixture build was interrupted; move it back to public/ first.`)
fs.rmSync(OUT, { recursive: true, force: true })
const hadBuild = fs.existsSync('public')
const hadIndex = fs.existsSync(INDEX)
if (hadBuild) fs.renameSync('public', ASIDE)
if (hadIndex) fs.renameSync(INDEX, INDEX_ASIDE)
try {
  execFileSync('npx', ['gatsby', 'build'], { stdio: 'inherit', env: { ...process.env, ...FIXTURES_ANALYTICS_ENV, ...FIXTURES_AD_PLATFORM_ENV, INSIGHTS_FIXTURES: '1', GATSBY_TELEMETRY_DISABLED: '1' } })
  fs.renameSync('public', OUT)
} finally {
  fs.rmSync('public', { recursive: true, force: true })
  fs.rmSync(INDEX, { force: true })
  if (hadBuild) fs.renameSync(ASIDE, 'public')
  if (hadIndex) fs.renameSync(INDEX_ASIDE, INDEX)
}
console.log(`build-insights-fixtures: the site with the test articles is in ${OUT}/`)
