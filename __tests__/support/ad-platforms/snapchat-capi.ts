/**
 * A stand-in for Snap's Conversions API v3, built to its published request
 * format (developers.snap.com/api/marketing-api/Conversions-API, "Using the
 * API" and "Parameters"): `POST /v3/<pixel id>/events?access_token=<token>`
 * with a JSON body of `data`, each event with event_name (one of Snap's
 * standard events), event_time, action_source and user_data, whose `ph` is
 * hashed and `sc_click_id` is the ScCid of the click; a PURCHASE needs
 * custom_data's value and currency. Answered
 * `{ status: "SUCCESS", reason: "SUCCESS" }`; a refusal as
 * `{ status: "FAILED", reason }`. `POST /v3/<pixel id>/events/validate`
 * ("Verify Set Up", the Test Event Tool) checks the same and counts
 * nothing: `{ status: "VALID" }`, or `{ status: "INVALID", reason }` with
 * a 400. `answerInvalid` makes the events endpoint answer an INVALID
 * status inside a 200, as Snap may.
 */
import { expectThat, isSha256Hex, json, onlyKnown, Refusal, standInServer } from './stand-in'

const EVENT_NAMES = ['PAGE_VIEW', 'VIEW_CONTENT', 'ADD_CART', 'ADD_TO_WISHLIST', 'SIGN_UP', 'SEARCH', 'PURCHASE', 'ADD_BILLING', 'COMPLETE_TUTORIAL', 'SUBSCRIBE', 'AD_CLICK', 'AD_VIEW', 'START_CHECKOUT', 'RATE', 'LIST_VIEW', 'LEVEL_COMPLETE', 'ACHIEVEMENT_UNLOCKED', 'SPEND_CREDITS', 'SAVE', 'SHARE', 'INVITE', 'LOGIN', 'RESERVE', 'START_TRIAL', 'CUSTOM_EVENT_1', 'CUSTOM_EVENT_2', 'CUSTOM_EVENT_3', 'CUSTOM_EVENT_4', 'CUSTOM_EVENT_5']
const EVENT_FIELDS = ['event_name', 'event_time', 'event_id', 'event_source_url', 'action_source', 'user_data', 'custom_data', 'app_data', 'data_processing_options', 'data_processing_options_country', 'data_processing_options_state', 'integration']
const USER_DATA_FIELDS = ['em', 'ph', 'fn', 'ln', 'ge', 'ct', 'st', 'zp', 'country', 'external_id', 'client_ip_address', 'client_user_agent', 'sc_click_id', 'sc_cookie1', 'idfv', 'madid', 'db']
const THIRTY_SEVEN_DAYS_S = 37 * 24 * 3600

export type SnapEvent = { pixelId: string; validated: boolean; event: Record<string, unknown> & { event_id: string; user_data: Record<string, unknown> } }

export async function snapStandIn({ pixelId = 'a1b2c3d4-0000-4000-8000-snapstandin1', token = 'snap-stand-in-token' } = {}) {
  const events: SnapEvent[] = []
  let invalidIn200 = false
  const server = await standInServer(
    (request) => {
      const url = new URL(request.url, 'http://stand-in')
      const route = /^\/v3\/([\w-]+)\/events(\/validate)?$/.exec(url.pathname)
      const validating = Boolean(route?.[2])
      if (request.method !== 'POST' || !route) throw new Refusal(404, `no route ${request.method} ${url.pathname}`)
      expectThat(url.searchParams.get('access_token') === token, 'Unauthorized', 401)
      expectThat(route[1] === pixelId, 'Invalid pixel id')
      const body = json(request)
      onlyKnown(body, ['data'], 'body')
      const data = body.data as Record<string, unknown>[]
      expectThat(Array.isArray(data) && data.length > 0 && data.length <= 2000, 'data: between 1 and 2000 events')
      for (const event of data) {
        onlyKnown(event, EVENT_FIELDS, 'data[0]')
        expectThat(EVENT_NAMES.includes(String(event.event_name)), `Invalid event_name ${String(event.event_name)}`)
        const time = Number(event.event_time)
        expectThat(Number.isInteger(time) && time > Date.now() / 1000 - THIRTY_SEVEN_DAYS_S && time < Date.now() / 1000 + 60, 'event_time must be within the last 37 days')
        expectThat(event.action_source === 'WEB', 'action_source: WEB expected')
        const user = event.user_data as Record<string, unknown>
        expectThat(user && typeof user === 'object', 'user_data is required')
        onlyKnown(user, USER_DATA_FIELDS, 'data[0].user_data')
        expectThat(Array.isArray(user.ph) && user.ph.every(isSha256Hex), 'user_data.ph must be SHA-256 hashes, hex')
        const custom = (event.custom_data ?? {}) as Record<string, unknown>
        if (event.event_name === 'PURCHASE') expectThat(typeof custom.value === 'number' && /^[A-Z]{3}$/.test(String(custom.currency)), 'Missing price and/or currency in Purchase events')
      }
      if (invalidIn200 && !validating) return { status: 200, body: { status: 'INVALID', reason: 'Insufficient PII', errors: [{ reason: 'user_data: insufficient match keys' }] } }
      for (const event of data) events.push({ pixelId, validated: validating, event: event as SnapEvent['event'] })
      return { status: 200, body: validating ? { status: 'VALID', reason: 'VALID' } : { status: 'SUCCESS', reason: 'SUCCESS' } }
    },
    (status, reason) => ({ status: status === 400 ? 'INVALID' : 'FAILED', reason }),
  )
  return { ...server, events, answerInvalid: (on: boolean) => void (invalidIn200 = on), env: { SNAP_PIXEL_ID: pixelId, SNAP_CAPI_TOKEN: token, SNAP_CAPI_URL: server.url } }
}
