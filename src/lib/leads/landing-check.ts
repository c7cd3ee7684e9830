/**
 * A landing lead keeps its page, campaign and variant only when the build
 * published them (src/lib/landing/landing-index.ts): anything else is a
 * script writing the A/B test's result, or a page cached from before it was
 * taken down. Such a lead is still a person's: it is stored and delivered
 * without them, and the function's log says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Lead } from '../contact/contact-rules'
import { LANDING_INDEX_FILE, isPublishedLanding, type LandingIndex } from '../landing/landing-index'

/** The lead as it is kept: with its landing page when `pages` has it; without it, logged, otherwise. */
export function withPublishedLanding(lead: Lead, pages: LandingIndex | undefined, log: (line: string) => void): Lead {
  const { landing, ...rest } = lead
  if (lead.form !== 'landing') return lead
  if (!landing) {
    log('came from a landing page form without a well-formed page and campaign: it is stored without them')
    return lead
  }
  if (pages && isPublishedLanding(landing, lead.language, pages)) return lead
  const named = `page ${landing.slug}, campaign ${landing.campaign}, variant ${landing.variant ?? landing.slug}`
  log(`named ${named}, which ${pages ? `is not a landing page published in ${lead.language}` : 'cannot be checked (no index of published landing pages)'}: it is stored without them`)
  return rest
}

/**
 * The index as the last build wrote it, read from disk: for `gatsby develop`
 * and `gatsby serve` (src/api/contact.ts), which run beside the working copy
 * (the Netlify function carries it in its bundle: published-landing-pages.ts).
 * Nothing when no build has written it yet.
 */
export function readLandingIndex(file = path.resolve(LANDING_INDEX_FILE)): LandingIndex | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LandingIndex
  } catch {
    return undefined
  }
}
