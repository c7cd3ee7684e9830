/**
 * Snapchat, through the Conversions API v3
 * (developers.snap.com/api/marketing-api/Conversions-API): one
 * `POST {SNAP_CAPI_URL}/v3/{SNAP_PIXEL_ID}/events` per lead, a `SIGN_UP`
 * event from the web (the API has no event named for a lead; SIGN_UP is
 * the one Snap's lead campaigns optimise for). `event_id`, the lead's id,
 * lets Snap drop a repeat; it takes events up to 37 days old.
 *
 * The visitor is matched by the number, hashed, the click id (`ScCid`, kept
 * by attribution as scCid) and the address and browser of the post.
 */
import { clickIdOf } from '../attribution/attribution'
import { countryCodeDigits, eventSourceUrl, postJson, sha256Hex, unixSeconds, visitorFields, type Conversion, type ConversionSender } from './conversion-event'

export const SNAP_CAPI_URL = 'https://tr.snapchat.com'
export const SNAP_LEAD_EVENT = 'SIGN_UP'

/**
 * The number as Snap's user data parameters want it before hashing: the
 * country code, no double 0 before it, no leading 0 of the number, digits
 * only (971501234567), then SHA-256, hex. The stored number is E.164, so
 * its digits are exactly that.
 */
export function snapPhoneHash(e164: string): string {
  return sha256Hex(countryCodeDigits(e164))
}

export function snapRequest({ lead, visitor }: Conversion) {
  const clickId = clickIdOf(lead.source, 'scCid')
  return {
    data: [
      {
        event_name: SNAP_LEAD_EVENT,
        event_time: unixSeconds(lead.receivedAt),
        event_id: lead.id,
        action_source: 'WEB',
        event_source_url: eventSourceUrl(lead),
        user_data: {
          ph: [snapPhoneHash(lead.phone)],
          ...(clickId && { sc_click_id: clickId }),
          ...visitorFields(visitor),
        },
      },
    ],
  }
}

export function snapSender(env: NodeJS.ProcessEnv): ConversionSender {
  const base = (env.SNAP_CAPI_URL || SNAP_CAPI_URL).replace(/\/+$/, '')
  const url = `${base}/v3/${encodeURIComponent(env.SNAP_PIXEL_ID ?? '')}/events?access_token=${encodeURIComponent(env.SNAP_CAPI_TOKEN ?? '')}`
  // The token in the address, as Snap documents it; an error keeps only the origin of an address (security/secret-urls.ts).
  return { platform: 'snapchat', send: (conversion, signal) => postJson('Snapchat', url, snapRequest(conversion), {}, signal) }
}
