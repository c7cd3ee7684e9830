/**
 * Meta (Facebook, Instagram), through the Conversions API
 * (developers.facebook.com/docs/marketing-api/conversions-api): one
 * `POST {META_GRAPH_URL}/<version>/{META_PIXEL_ID}/events` per lead, a
 * `Lead` event from the website. Meta counts an event once per pixel,
 * event name and `event_id`, the lead's id, so a retry never counts twice;
 * it takes events up to 7 days old.
 *
 * The visitor is matched by the number, hashed, the click (`fbc`, built
 * from the fbclid the visit carried) and the address and browser of the
 * post, which Meta requires of every website event. With
 * META_TEST_EVENT_CODE set, events go to Events Manager's Test events tab
 * only (docs/deploy.md).
 */
import { clickIdOf } from '../attribution/attribution'
import { countryCodeDigits, eventSourceUrl, postJson, sha256Hex, unixSeconds, visitorFields, type Conversion, type ConversionSender } from './conversion-event'

export const GRAPH_URL = 'https://graph.facebook.com'
/** The Graph API version the requests are written for: changed here, and only here, when Meta retires it. */
export const GRAPH_API_VERSION = 'v25.0'

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

export function metaRequest({ lead, visitor }: Conversion, testEventCode?: string) {
  const fbclid = clickIdOf(lead.source, 'fbclid')
  return {
    data: [
      {
        event_name: 'Lead',
        event_time: unixSeconds(lead.receivedAt),
        event_id: lead.id,
        action_source: 'website',
        event_source_url: eventSourceUrl(lead),
        user_data: {
          ph: [metaPhoneHash(lead.phone)],
          ...(fbclid && { fbc: metaFbc(fbclid, lead.receivedAt) }),
          ...visitorFields(visitor),
        },
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
  return {
    platform: 'meta',
    // The token goes in the body, as Meta's examples send it: never in an address a log could keep.
    send: (conversion, signal) => postJson('Meta', url, { ...metaRequest(conversion, testEventCode), access_token: token }, {}, signal),
  }
}
