/**
 * Meta's sender, through the Conversions API
 * (developers.facebook.com/docs/marketing-api/conversions-api): one
 * `POST {META_GRAPH_URL}/<version>/{META_PIXEL_ID}/events` per event. The
 * lead is a `Lead` event from the website, matched by the number, hashed,
 * the click (`fbc`, built from the fbclid the visit carried) and the
 * address and browser of the post, which Meta requires of every website
 * event. Its later stages follow the CRM-integration guide
 * (conversions-api/conversion-leads-integration): `action_source`
 * `system_generated`, `custom_data.event_source` `crm` and
 * `lead_event_source` naming the system, the same number and click; a
 * Qualified named by META_QUALIFIED_EVENT (QualifiedLead), a Meeting booked
 * as `Schedule`, a Won as `Purchase` with its value in AED. Meta counts an
 * event once per pixel, event name and `event_id` (the lead's id, or
 * `<lead id>:<stage>`), so a retry never counts twice.
 *
 * With META_TEST_EVENT_CODE set, events go to Events Manager's Test events
 * tab only (docs/deploy.md).
 */
import { clickIdOf } from '../../attribution/attribution'
import { countryCodeDigits, CURRENCY, eventSourceUrl, postJson, sha256Hex, unixSeconds, visitorFields, wonValue, type ConversionSender, type PlatformEvent } from '../sending'
import { stageEventId, type SentStage } from '../stages'

export const GRAPH_URL = 'https://graph.facebook.com'
/** The Graph API version the requests are written for: changed here, and only here, when Meta retires it. */
export const GRAPH_API_VERSION = 'v25.0'
/** How the CRM-integration guide's `lead_event_source` names the system the stages come from. */
export const LEAD_EVENT_SOURCE = 'Agency website inbox'

/**
 * The number as Meta's customer information parameters want it before
 * hashing: digits only, country code first, no `+` or leading zeros
 * (971501234567), then SHA-256, hex.
 */
export function metaPhoneHash(e164: string): string {
  return sha256Hex(countryCodeDigits(e164).replace(/^0+/, ''))
}

/**
 * `fb.1.<time>.<fbclid>`: Meta's click id format, the time in milliseconds
 * when the fbclid was first seen. The site keeps no time for the visit's
 * first page (attribution keeps its addresses only), so the lead's own time
 * stands for it: later than the click, never earlier, which Meta accepts.
 */
export const metaFbc = (fbclid: string, firstSeenIso: string) => `fb.1.${Date.parse(firstSeenIso)}.${fbclid}`

/** The event name of each stage sent. */
export const metaEventNames = (env: NodeJS.ProcessEnv): Record<SentStage, string> => ({
  lead: 'Lead',
  qualified: env.META_QUALIFIED_EVENT?.trim() || 'QualifiedLead',
  meeting: 'Schedule',
  won: 'Purchase',
})

export function metaRequest(event: PlatformEvent, names: Record<SentStage, string>, testEventCode?: string) {
  const { lead, visitor, stage } = event
  const fbclid = clickIdOf(lead.source, 'fbclid')
  const user = { ph: [metaPhoneHash(lead.phone)], ...(fbclid && { fbc: metaFbc(fbclid, lead.receivedAt) }) }
  const value = wonValue(event)
  const common = { event_name: names[stage], event_id: stageEventId(lead.id, stage) }
  return {
    data: [
      stage === 'lead'
        ? { ...common, event_time: unixSeconds(lead.receivedAt), action_source: 'website', event_source_url: eventSourceUrl(lead), user_data: { ...user, ...visitorFields(visitor) } }
        : {
            ...common,
            event_time: unixSeconds(event.at),
            action_source: 'system_generated',
            user_data: user,
            custom_data: { event_source: 'crm', lead_event_source: LEAD_EVENT_SOURCE, ...(value !== undefined && { value, currency: CURRENCY }) },
          },
    ],
    ...(testEventCode && { test_event_code: testEventCode }),
  }
}

export function metaSender(env: NodeJS.ProcessEnv): ConversionSender {
  const base = (env.META_GRAPH_URL || GRAPH_URL).replace(/\/+$/, '')
  const url = `${base}/${GRAPH_API_VERSION}/${encodeURIComponent(env.META_PIXEL_ID ?? '')}/events`
  const token = env.META_CAPI_TOKEN ?? ''
  const testEventCode = env.META_TEST_EVENT_CODE?.trim() || undefined
  const names = metaEventNames(env)
  return {
    platform: 'meta',
    sends: () => true,
    // The token goes in the body, as Meta's examples send it: never in an address a log could keep.
    async send(event, signal) {
      await postJson('Meta', url, { ...metaRequest(event, names, testEventCode), access_token: token }, {}, signal)
      return testEventCode ? { validated: true } : { accepted: true }
    },
  }
}
