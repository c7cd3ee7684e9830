/**
 * Snapchat's sender, through the Conversions API v3
 * (developers.snap.com/api/marketing-api/Conversions-API): one
 * `POST {SNAP_CAPI_URL}/v3/{SNAP_PIXEL_ID}/events` per event. The lead is a
 * `SIGN_UP` event from the web (the API has no event named for a lead;
 * SIGN_UP is the one Snap's lead campaigns optimise for); a Qualified is
 * SNAP_QUALIFIED_EVENT (CUSTOM_EVENT_1), a Won a `PURCHASE` with its value
 * and currency. `event_id` (the lead's id, or `<lead id>:<stage>`) lets
 * Snap drop a repeat; it takes events up to 37 days old.
 *
 * Snap answers a refusal inside a 200 too: its `status` is read, and
 * `INVALID` (or `FAILED`) is a refusal with its reasons. With
 * SNAP_CAPI_VALIDATE=true, events go to `/events/validate`, Snap's Test
 * Event Tool, which checks them and counts none ("Verify Set Up").
 *
 * The visitor is matched by the number, hashed, the click id (`ScCid`, kept
 * by attribution as scCid) and the address and browser of the post.
 */
import { clickIdOf } from '../../attribution/attribution'
import { countryCodeDigits, CURRENCY, eventSourceUrl, platformReason, postJson, sha256Hex, unixSeconds, visitorFields, wonValue, type ConversionSender, type PlatformEvent } from '../sending'
import { stageEventId, type SentStage } from '../stages'

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

/** The event of each stage Snap is sent; a Meeting booked has none. */
export const snapEventNames = (env: NodeJS.ProcessEnv): Partial<Record<SentStage, string>> => ({
  lead: SNAP_LEAD_EVENT,
  qualified: env.SNAP_QUALIFIED_EVENT?.trim() || 'CUSTOM_EVENT_1',
  won: 'PURCHASE',
})

export function snapRequest(event: PlatformEvent, names: Partial<Record<SentStage, string>>) {
  const { lead, visitor, stage } = event
  const clickId = clickIdOf(lead.source, 'scCid')
  const value = wonValue(event)
  return {
    data: [
      {
        event_name: names[stage],
        event_time: unixSeconds(stage === 'lead' ? lead.receivedAt : event.at),
        event_id: stageEventId(lead.id, stage),
        action_source: 'WEB',
        event_source_url: eventSourceUrl(lead),
        user_data: {
          ph: [snapPhoneHash(lead.phone)],
          ...(clickId && { sc_click_id: clickId }),
          ...visitorFields(visitor),
        },
        ...(value !== undefined && { custom_data: { value, currency: CURRENCY } }),
      },
    ],
  }
}

type SnapAnswer = { status?: unknown; reason?: unknown; errors?: unknown; error_records?: unknown }

/** Snap's reasons in an answer: `reason`, then each error's (`errors`, `error_records`), as short text. */
function snapReasons(answer: SnapAnswer): string {
  const list = [answer.errors, answer.error_records].flatMap((value) => (Array.isArray(value) ? value : []))
  const details = list.map((item) => (typeof item === 'string' ? item : typeof item === 'object' && item ? String((item as { reason?: unknown; message?: unknown }).reason ?? (item as { message?: unknown }).message ?? '') : '')).filter(Boolean)
  return [typeof answer.reason === 'string' ? answer.reason : '', ...details].filter(Boolean).join('; ') || String(answer.status)
}

export function snapSender(env: NodeJS.ProcessEnv): ConversionSender {
  const base = (env.SNAP_CAPI_URL || SNAP_CAPI_URL).replace(/\/+$/, '')
  const validate = env.SNAP_CAPI_VALIDATE === 'true'
  const url = `${base}/v3/${encodeURIComponent(env.SNAP_PIXEL_ID ?? '')}/events${validate ? '/validate' : ''}?access_token=${encodeURIComponent(env.SNAP_CAPI_TOKEN ?? '')}`
  const names = snapEventNames(env)
  return {
    platform: 'snapchat',
    sends: (stage) => Boolean(names[stage]),
    // The token in the address, as Snap documents it; an error keeps only the origin of an address (security/secret-urls.ts).
    async send(event, signal) {
      const answer: SnapAnswer = await postJson('Snapchat', url, snapRequest(event, names), {}, signal)
      if (answer.status === 'INVALID' || answer.status === 'FAILED') throw new Error(platformReason('Snapchat', snapReasons(answer)))
      return validate ? { validated: true } : { accepted: true }
    },
  }
}
