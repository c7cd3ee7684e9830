/**
 * Google Ads' sender, through the Data Manager API
 * (developers.google.com/data-manager): one `POST {GOOGLE_DATAMANAGER_URL}/v1/events:ingest`
 * per event. The lead is an enhanced conversion for leads of the action
 * GOOGLE_ADS_CONVERSION_ACTION_ID; a Qualified and a Won are conversions of
 * their own actions (GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID,
 * GOOGLE_ADS_WON_CONVERSION_ACTION_ID, the Won with its value in AED), sent
 * only when their action is set, with the same click id and number. Google
 * counts an event once per action and `transactionId` (the lead's id, or
 * `<lead id>:<stage>`), so a retry never counts twice.
 *
 * A 2xx means "received", not "counted": Google processes the request
 * later, and says what became of it through `GET /v1/requestStatus:retrieve`,
 * which the redelivery run asks (status). With GOOGLE_DATAMANAGER_VALIDATE_ONLY
 * on, Google checks the request and counts nothing: the event is "validated",
 * and sent for real once the setting is off.
 *
 * Data Manager's conversion adjustments restate a value or add user data
 * (devguides/events/google-ads/conversion-adjustments); it documents no
 * retraction, so a lead moved back to Junk cannot be taken back from Google
 * (conversion-records.ts records it so).
 *
 * OAuth 2.0 with a service account (GOOGLE_SERVICE_ACCOUNT_JSON, the key
 * file's JSON), scope https://www.googleapis.com/auth/datamanager, through
 * Google's own library. Its token request goes to the key's `token_uri`
 * (the library writes Google's address in; the request is sent to the
 * key's, which is Google's in every real key, and a local stand-in's in the
 * tests), and, like every request here, follows no redirect.
 */
import { clickIdOf } from '../../attribution/attribution'
import type { JWT } from 'google-auth-library'
import { CURRENCY, postJson, SEND_TIMEOUT_MS, sha256Hex, wonValue, type ConversionSender, type PlatformEvent, type StatusAnswer } from '../sending'
import { stageEventId, type SentStage } from '../stages'
import { google } from './platform'

export const DATA_MANAGER_URL = 'https://datamanager.googleapis.com'
export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager'
/** Where google-auth-library sends every service account's token request. */
const LIBRARY_TOKEN_URL = 'https://oauth2.googleapis.com/token'

/**
 * The number as the Data Manager API's formatting guidelines want it before
 * hashing: E.164 with its `+` (+971501234567), then SHA-256, hex.
 */
export function googlePhoneHash(e164: string): string {
  return sha256Hex(`+${e164.replace(/\D/g, '')}`)
}

/** The conversion action of each stage sent; a stage whose action is not set is not sent. */
type Actions = Partial<Record<SentStage, string>>
type Settings = { key: ServiceAccountKey; customerId: string; actions: Actions; loginCustomerId?: string; url: string; validateOnly: boolean }
type ServiceAccountKey = { client_email: string; private_key: string; token_uri?: string; private_key_id?: string }

/** Google Ads shows ids as 123-456-7890; the API takes the digits. */
const digits = (value: string) => value.replace(/\D/g, '')

/**
 * The one click id an event carries: Google refuses both braids
 * (GBRAID_WBRAID_BOTH_SET) and a braid beside a gclid (VALUE_MUST_BE_UNSET),
 * so the first the visit had of gclid, wbraid, gbraid (google/platform.ts's order).
 */
export function googleClickId(source: PlatformEvent['lead']['source'] | undefined): { name: 'gclid' | 'wbraid' | 'gbraid'; value: string } | undefined {
  for (const name of google.clickIds) {
    const value = clickIdOf(source, name)
    if (value) return { name, value }
  }
  return undefined
}

/** The request for one event: the destination (the stage's action), the event, and how its identifiers are written. */
export function googleRequest(event: PlatformEvent, settings: Omit<Settings, 'key' | 'url'>) {
  const { lead } = event
  const click = googleClickId(lead.source)
  // A braid with user identifiers is refused (VALUE_MUST_BE_UNSET): the braid goes alone.
  const braid = click && click.name !== 'gclid'
  const value = wonValue(event)
  return {
    destinations: [
      {
        operatingAccount: { accountType: 'GOOGLE_ADS', accountId: digits(settings.customerId) },
        ...(settings.loginCustomerId && { loginAccount: { accountType: 'GOOGLE_ADS', accountId: digits(settings.loginCustomerId) } }),
        productDestinationId: digits(settings.actions[event.stage] ?? ''),
      },
    ],
    events: [
      {
        transactionId: stageEventId(lead.id, event.stage),
        eventTimestamp: event.stage === 'lead' ? lead.receivedAt : event.at,
        eventSource: 'WEB',
        ...(click && { adIdentifiers: { [click.name]: click.value } }),
        ...(!braid && { userData: { userIdentifiers: [{ phoneNumber: googlePhoneHash(lead.phone) }] } }),
        ...(value !== undefined && { conversionValue: value, currency: CURRENCY }),
        // The visitor agreed to the measurement of the ads, not to personalised ads.
        consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
      },
    ],
    encoding: 'HEX',
    ...(settings.validateOnly && { validateOnly: true }),
  }
}

type DestinationStatus = { requestStatus?: string; errorInfo?: { errorCounts?: { reason?: string; recordCount?: string | number }[] } }

/**
 * What `requestStatus:retrieve` says of a request of one destination:
 * SUCCESS is counted; PROCESSING (or unknown yet) is asked again later;
 * FAILED or PARTIAL_SUCCESS is refused, with Google's reasons
 * (errorInfo.errorCounts[].reason: PROCESSING_ERROR_CONSENT, ...).
 */
export function googleStatus(answer: Record<string, unknown>): StatusAnswer {
  const [status] = (answer.requestStatusPerDestination as DestinationStatus[] | undefined) ?? []
  if (status?.requestStatus === 'SUCCESS') return { accepted: true }
  if (status?.requestStatus === 'FAILED' || status?.requestStatus === 'PARTIAL_SUCCESS') {
    const reasons = (status.errorInfo?.errorCounts ?? []).map((count) => count.reason).filter(Boolean)
    return { refused: `Google could not process the event: ${reasons.join(', ') || status.requestStatus}` }
  }
  return { pending: true }
}

/** The key in GOOGLE_SERVICE_ACCOUNT_JSON; throws, saying what it should be, when it is none. */
export function readServiceAccountKey(json: string): ServiceAccountKey {
  const problem = google.settingsProblem({ GOOGLE_SERVICE_ACCOUNT_JSON: json })
  if (problem) throw new Error(problem)
  return JSON.parse(json) as ServiceAccountKey
}

/**
 * The library's client for the key, sending its token requests to the key's
 * token_uri, over fetch, never following a redirect.
 */
async function tokenClient(key: ServiceAccountKey): Promise<JWT> {
  // Loaded on the first send: a contact function with no Google settings never evaluates the library.
  const { JWT } = await import('google-auth-library')
  const tokenUri = key.token_uri || LIBRARY_TOKEN_URL
  const fetchImplementation = (input: string | URL | Request, init?: RequestInit) =>
    fetch(String(input) === LIBRARY_TOKEN_URL ? tokenUri : input, { ...init, redirect: 'manual' })
  return new JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [DATA_MANAGER_SCOPE],
    // One try, bounded like the send: the send is retried by the redelivery run, and the instance waits for this one.
    transporterOptions: { fetchImplementation: fetchImplementation as typeof fetch, retry: false, timeout: SEND_TIMEOUT_MS },
  })
}

/** The actions of each stage sent, from the settings: the lead's always, the others only when set. */
const actionsOf = (env: NodeJS.ProcessEnv): Actions => ({
  lead: env.GOOGLE_ADS_CONVERSION_ACTION_ID ?? '',
  ...(env.GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID?.trim() && { qualified: env.GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID.trim() }),
  ...(env.GOOGLE_ADS_WON_CONVERSION_ACTION_ID?.trim() && { won: env.GOOGLE_ADS_WON_CONVERSION_ACTION_ID.trim() }),
})

/** The sender, with the settings read once; the client keeps its token until it expires. */
export function googleSender(env: NodeJS.ProcessEnv): ConversionSender {
  let client: Promise<JWT> | undefined
  let settings: Settings | undefined
  const actions = actionsOf(env)
  const url = (env.GOOGLE_DATAMANAGER_URL || DATA_MANAGER_URL).replace(/\/+$/, '')
  const ready = () => {
    if (!settings || !client) {
      const key = readServiceAccountKey(env.GOOGLE_SERVICE_ACCOUNT_JSON ?? '')
      settings = {
        key,
        customerId: env.GOOGLE_ADS_CUSTOMER_ID ?? '',
        actions,
        loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID || undefined,
        url,
        validateOnly: env.GOOGLE_DATAMANAGER_VALIDATE_ONLY === 'true',
      }
      client = tokenClient(key)
    }
    return { settings, client }
  }
  const bearer = async () => ({ authorization: `Bearer ${await accessToken(await ready().client)}` })
  return {
    platform: 'google',
    sends: (stage) => Boolean(actions[stage]),
    async send(event, signal) {
      const { settings: current } = ready()
      const answer = await postJson('Google', `${current.url}/v1/events:ingest`, googleRequest(event, current), await bearer(), signal)
      if (current.validateOnly) return { validated: true }
      return typeof answer.requestId === 'string' && answer.requestId ? { requestId: answer.requestId } : { accepted: true }
    },
    async status(requestId, signal) {
      const answer = await postJson('Google', `${url}/v1/requestStatus:retrieve?requestId=${encodeURIComponent(requestId)}`, undefined, await bearer(), signal)
      return googleStatus(answer)
    },
  }
}

async function accessToken(client: JWT): Promise<string> {
  try {
    const { token } = await client.getAccessToken()
    if (!token) throw new Error('no token in the answer')
    return token
  } catch (error) {
    // The library's message can quote the request; the status and its reason are enough.
    const status = (error as { status?: number; response?: { status?: number } }).status ?? (error as { response?: { status?: number } }).response?.status
    const why = error instanceof Error ? error.message.split('\n')[0].slice(0, 120) : 'unknown error'
    throw new Error(`Google's token endpoint refused the service account${status ? ` (${status})` : ''}: ${why}`)
  }
}
