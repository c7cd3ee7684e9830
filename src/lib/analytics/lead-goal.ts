/**
 * The `Lead` goal: once the contact function has a lead (stored, or taken
 * by every target), it tells Plausible's Events API, server to server, so
 * every lead is counted once, with or without JavaScript and whatever
 * blocker the visitor runs. Plausible counts visitors by the User-Agent and
 * X-Forwarded-For headers (plausible.io/docs/events-api), so the visitor's
 * are passed on: the address is Netlify's `context.ip`, never a header a
 * visitor could forge. The event holds the form page and its properties,
 * never the name or the number. Sending it never throws and, once started,
 * never takes longer than SEND_TIMEOUT_MS: the function hands it to
 * `context.waitUntil`, and it starts once the instance's answers are out
 * (leads/http/after-answers.ts). It goes over Node's own HTTP client, with the
 * lead store's kept-open connections (store/store-http.ts postForStatus), and
 * reads nothing of the answer but its status: a lead costs the instance less
 * CPU than through the global fetch or a web Response.
 */
import { cleanAttribution } from '../attribution/attribution'
import { afterAnswers } from '../leads/http/after-answers'
import { postForStatus } from '../leads/store/store-http'
import type { StoredLead } from '../leads/types'
import { localizedPath, localeOr } from '../i18n/locales'
import { landingPath, shownSlug } from '../landing/landing'
import type { AnalyticsConfig } from './config'
import { contactFormOf } from '../contact/forms'

/** The goal's name in Plausible (Site settings > Goals > Custom event). */
export const LEAD_GOAL = 'Lead'

/** How long the function keeps a finished invocation alive for Plausible, at most. */
export const SEND_TIMEOUT_MS = 3000

/** An event as Plausible's Events API takes it (POST /api/event, JSON). */
export type PlausibleEvent = { name: string; url: string; domain: string; props: Record<string, string> }

/** Who sent the lead, as Plausible needs it: the browser and the address. */
export type Visitor = { userAgent?: string; ip: string }

/** The page the lead was sent from, without its query: the page's own address as the lead recorded it, or its form's usual page. */
export function formPagePath(lead: StoredLead): string {
  // Cleaned again: a lead kept before the page rule may name another site's address (//evil.example/).
  const recorded = cleanAttribution({ formPage: lead.source?.formPage }).formPage?.split('?')[0]
  if (recorded) return recorded
  const language = localeOr(lead.language)
  if (lead.landing) return landingPath(shownSlug(lead.landing), language)
  // The form's usual page (src/lib/contact/forms.ts) when the lead does not say which it was (no Referer, no script).
  return localizedPath(contactFormOf(lead.form)?.page ?? '/', language)
}

/** The `Lead` event of a lead: its form page as the URL, the page view's properties and the form; nothing the visitor typed. */
export function leadEvent(lead: StoredLead, domain: string, siteOrigin: string): PlausibleEvent {
  const { landing } = lead
  return {
    name: LEAD_GOAL,
    url: new URL(formPagePath(lead), siteOrigin).href,
    domain,
    props: {
      language: localeOr(lead.language),
      kind: contactFormOf(lead.form)?.kind ?? 'other',
      ...(landing && { slug: landing.slug, campaign: landing.campaign, variant: shownSlug(landing) }),
      form: lead.form,
    },
  }
}

/**
 * Sends `event` to Plausible as `visitor`; resolves once Plausible answered,
 * failed or took too long, saying which in `log` (without personal data).
 */
export async function sendEvent(config: AnalyticsConfig, event: PlausibleEvent, visitor: Visitor, log: (line: string) => void): Promise<void> {
  try {
    const headers = { 'content-type': 'application/json', 'user-agent': visitor.userAgent ?? '', 'x-forwarded-for': visitor.ip }
    const status = await postForStatus(new URL(config.eventApi), headers, JSON.stringify(event), SEND_TIMEOUT_MS)
    if (status < 200 || status > 299) log(`analytics: Plausible answered ${status} to the ${event.name} event`)
  } catch (error) {
    log(`analytics: the ${event.name} event did not reach Plausible (${error instanceof Error ? error.message : 'unknown error'})`)
  }
}

/** Counts a lead: what the contact handler calls once it has one (ContactDeps.countLead). */
export type CountLead = (lead: StoredLead, visitor: Visitor & { siteOrigin: string }) => Promise<void>

export const leadCounter =
  (config: AnalyticsConfig, log: (line: string) => void): CountLead =>
  (lead, { siteOrigin, ...visitor }) =>
    afterAnswers(() => sendEvent(config, leadEvent(lead, config.domain, siteOrigin), visitor, log))
