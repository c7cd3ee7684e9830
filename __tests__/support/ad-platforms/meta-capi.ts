/**
 * A stand-in for Meta's Conversions API, built to its published request
 * format (developers.facebook.com/docs/marketing-api/conversions-api,
 * "Parameters"): `POST /<version>/<pixel id>/events` with a JSON body of
 * `data` (the server events), `access_token` and, when testing,
 * `test_event_code`. A website event needs event_name, event_time (seconds,
 * at most 7 days old), action_source `website`, event_source_url and the
 * user_data's client_user_agent; `ph` is hashed, `fbc` is
 * `fb.<subdomain index>.<creation time, ms>.<fbclid>`. A lead's later stage,
 * as the CRM-integration guide sends it (conversion-leads-integration,
 * "Payload Specification"), is `action_source` `system_generated` with
 * `custom_data.event_source` `crm` and `lead_event_source`, and needs no
 * page or browser; a Purchase needs custom_data's value and currency. Answered
 * `{ events_received, messages, fbtrace_id }`; an error as Graph API
 * errors are, `{ error: { message, type, code, fbtrace_id } }`.
 */
import { expectThat, isSha256Hex, json, onlyKnown, Refusal, standInServer } from './stand-in'

const EVENT_FIELDS = ['event_name', 'event_time', 'event_id', 'event_source_url', 'opt_out', 'action_source', 'user_data', 'custom_data', 'data_processing_options', 'data_processing_options_country', 'data_processing_options_state', 'referrer_url', 'customer_segmentation', 'original_event_data', 'app_data', 'messaging_channel']
const USER_DATA_FIELDS = ['em', 'ph', 'fn', 'ln', 'db', 'ge', 'ct', 'st', 'zp', 'country', 'external_id', 'client_ip_address', 'client_user_agent', 'fbc', 'fbp', 'subscription_id', 'fb_login_id', 'lead_id', 'anon_id', 'madid', 'page_id', 'page_scoped_user_id', 'ctwa_clid', 'ig_account_id', 'ig_sid']
const SEVEN_DAYS_S = 7 * 24 * 3600

export type MetaEvent = { pixelId: string; version: string; testEventCode?: string; event: Record<string, unknown> & { event_id: string; user_data: Record<string, unknown> } }

export async function metaStandIn({ pixelId = '1234567890123456', token = 'EAAstand-in-token' } = {}) {
  const events: MetaEvent[] = []
  const server = await standInServer(
    (request) => {
      const route = /^\/(v\d+\.\d+)\/(\d+)\/events$/.exec(request.url)
      if (request.method !== 'POST' || !route) throw new Refusal(404, `Unknown path components: ${request.url}`)
      expectThat(route[2] === pixelId, `Unsupported post request. Object with ID '${route[2]}' does not exist`)
      const body = json(request)
      expectThat(body.access_token === token, 'Invalid OAuth access token - Cannot parse access token', 401)
      onlyKnown(body, ['data', 'access_token', 'test_event_code', 'partner_agent', 'namespace_id', 'upload_id', 'upload_tag', 'upload_source'], 'body')
      const data = body.data as Record<string, unknown>[]
      expectThat(Array.isArray(data) && data.length > 0 && data.length <= 1000, "The parameter data is required")
      for (const event of data) {
        onlyKnown(event, EVENT_FIELDS, 'data[0]')
        expectThat(typeof event.event_name === 'string' && event.event_name, 'data[0].event_name is required')
        const time = event.event_time
        expectThat(Number.isInteger(time) && Number(time) > Date.now() / 1000 - SEVEN_DAYS_S && Number(time) < Date.now() / 1000 + 60, 'Invalid parameter: event_time must be a Unix time in seconds from the last 7 days')
        expectThat(event.action_source === 'website' || event.action_source === 'system_generated', 'data[0].action_source: website or system_generated expected')
        const website = event.action_source === 'website'
        const custom = (event.custom_data ?? {}) as Record<string, unknown>
        if (website) expectThat(typeof event.event_source_url === 'string' && URL.canParse(event.event_source_url), 'event_source_url is required for website events')
        else expectThat(custom.event_source === 'crm' && typeof custom.lead_event_source === 'string' && custom.lead_event_source, 'custom_data.event_source crm and lead_event_source are required for a CRM event')
        if (event.event_name === 'Purchase') expectThat(typeof custom.value === 'number' && /^[A-Z]{3}$/.test(String(custom.currency)), 'custom_data.value and currency are required for Purchase events')
        const user = event.user_data as Record<string, unknown>
        expectThat(user && typeof user === 'object', 'user_data is required')
        onlyKnown(user, USER_DATA_FIELDS, 'data[0].user_data')
        if (website) expectThat(typeof user.client_user_agent === 'string' && user.client_user_agent, 'client_user_agent is required for website events')
        expectThat(Array.isArray(user.ph) && user.ph.every(isSha256Hex), 'user_data.ph must be SHA-256 hashes, hex')
        if (user.fbc !== undefined) expectThat(/^fb\.[012]\.\d{13}\.[\w-]+$/.test(String(user.fbc)), 'user_data.fbc must be fb.1.<creation time, ms>.<fbclid>')
      }
      for (const event of data) events.push({ pixelId, version: route[1], testEventCode: body.test_event_code as string | undefined, event: event as MetaEvent['event'] })
      return { status: 200, body: { events_received: data.length, messages: [], fbtrace_id: `A${events.length}` } }
    },
    (status, message) => ({ error: { message, type: status === 401 ? 'OAuthException' : 'GraphMethodException', code: status === 401 ? 190 : 100, fbtrace_id: 'Astand-in' } }),
  )
  return { ...server, events, env: { META_PIXEL_ID: pixelId, META_CAPI_TOKEN: token, META_GRAPH_URL: server.url } }
}
