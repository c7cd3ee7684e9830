/**
 * The rule of the contact handler's `landing` step (contact-steps/landing.ts): a landing lead keeps its page,
 * campaign and variant only when the build published them
 * (src/lib/landing/landing-index.ts). Anything else is a script writing the
 * A/B test's result, or a page cached from before it was taken down; such a
 * lead is still a person's: it is kept and delivered without them, and the
 * function's log says so.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { LandingPagesIndex } from '../landing/landing'
import { LANDING_INDEX_FILE, isPublishedLanding } from '../landing/landing-index'
import type { StoredLead } from './types'

/** The lead as it is kept: with its landing page when `pages` has it; without it, logged, otherwise. */
export function withPublishedLanding(lead: StoredLead, pages: LandingPagesIndex | undefined, log: (line: string) => void): StoredLead {
  const { landing, ...rest } = lead
  if (lead.form !== 'landing') return lead
  if (!landing) {
    log(`contact: lead ${lead.id} came from a landing page form without a well-formed page and campaign: it is kept without them`)
    return lead
  }
  if (pages && isPublishedLanding(landing, pages)) return lead
  const named = `page ${landing.slug}, campaign ${landing.campaign}, variant ${landing.variant ?? landing.slug}`
  log(`contact: lead ${lead.id} named ${named}, which ${pages ? 'is not a published landing page' : 'cannot be checked (no index of published landing pages)'}: it is kept without them`)
  return rest
}

/**
 * The index as the last build wrote it, read from disk: for `gatsby develop`
 * and `gatsby serve` (src/api/contact.ts), which run beside the working copy
 * (the Netlify function carries it in its bundle: published-landing-pages.ts).
 * Nothing when no build has written it yet.
 */
export function readLandingIndex(file = path.resolve(LANDING_INDEX_FILE)): LandingPagesIndex | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LandingPagesIndex
  } catch {
    return undefined
  }
}
