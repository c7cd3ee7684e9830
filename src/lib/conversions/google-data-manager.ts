/**
 * Google Ads, through the Data Manager API (developers.google.com/data-manager):
 * one `POST {GOOGLE_DATAMANAGER_URL}/v1/events:ingest` per lead, an
 * enhanced conversion for leads: the click id (gclid, gbraid or wbraid) and
 * the number, hashed, sent to the conversion action GOOGLE_ADS_CONVERSION_ACTION_ID
 * of the account GOOGLE_ADS_CUSTOMER_ID. Google counts an event once per
 * `transactionId`, the lead's id, so a retry never counts twice.
 *
 * OAuth 2.0 with a service account (GOOGLE_SERVICE_ACCOUNT_JSON, the key
 * file's JSON), scope https://www.googleapis.com/auth/datamanager, through
 * Google's own library. Its token request goes to the key's `token_uri`
 * (the library writes Google's address in; the request is sent to the
 * key's, which is Google's in every real key, and a local stand-in's in the
 * tests), and, like every request here, follows no redirect.
 */
import type { JWT } from 'google-auth-library'
import { clickIdOf } from '../attribution/attribution'
import { postJson, SEND_TIMEOUT_MS, sha256Hex, type Conversion, type ConversionSender } from './conversion-event'

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

type Settings = { key: ServiceAccountKey; customerId: string; conversionActionId: string; loginCustomerId?: string; url: string; validateOnly: boolean }
type ServiceAccountKey = { client_email: string; private_key: string; token_uri?: string; private_key_id?: string }

/** Google Ads shows ids as 123-456-7890; the API takes the digits. */
const digits = (value: string) => value.replace(/\D/g, '')

/** The request for one lead: the destination, the event, and how its identifiers are written. */
export function googleRequest(conversion: Conversion, settings: Omit<Settings, 'key' | 'url'>) {
  const { lead } = conversion
  const source = lead.source ?? {}
  const clickIds = Object.fromEntries((['gclid', 'gbraid', 'wbraid'] as const).filter((id) => clickIdOf(source, id)).map((id) => [id, source[id]]))
  return {
    destinations: [
      {
        operatingAccount: { accountType: 'GOOGLE_ADS', accountId: digits(settings.customerId) },
        ...(settings.loginCustomerId && { loginAccount: { accountType: 'GOOGLE_ADS', accountId: digits(settings.loginCustomerId) } }),
        productDestinationId: digits(settings.conversionActionId),
      },
    ],
    events: [
      {
        transactionId: lead.id,
        eventTimestamp: lead.receivedAt,
        eventSource: 'WEB',
        ...(Object.keys(clickIds).length > 0 && { adIdentifiers: clickIds }),
        userData: { userIdentifiers: [{ phoneNumber: googlePhoneHash(lead.phone) }] },
        // The visitor agreed to the measurement of the ads, not to personalised ads.
        consent: { adUserData: 'CONSENT_GRANTED', adPersonalization: 'CONSENT_DENIED' },
      },
    ],
    encoding: 'HEX',
    ...(settings.validateOnly && { validateOnly: true }),
  }
}

/** The key in GOOGLE_SERVICE_ACCOUNT_JSON; throws, saying what it should be, when it is none. */
export function readServiceAccountKey(json: string): ServiceAccountKey {
  let key: Partial<ServiceAccountKey> | undefined
  try {
    key = JSON.parse(json) as Partial<ServiceAccountKey>
  } catch {
    key = undefined
  }
  if (!key?.client_email || !key.private_key) {
    throw new Error('GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key (the JSON file Google Cloud gives, with client_email and private_key)')
  }
  return key as ServiceAccountKey
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

/** The sender, with the settings read once; the client keeps its token until it expires. */
export function googleSender(env: NodeJS.ProcessEnv): ConversionSender {
  let client: Promise<JWT> | undefined
  let settings: Settings | undefined
  const ready = () => {
    if (!settings || !client) {
      const key = readServiceAccountKey(env.GOOGLE_SERVICE_ACCOUNT_JSON ?? '')
      settings = {
        key,
        customerId: env.GOOGLE_ADS_CUSTOMER_ID ?? '',
        conversionActionId: env.GOOGLE_ADS_CONVERSION_ACTION_ID ?? '',
        loginCustomerId: env.GOOGLE_ADS_LOGIN_CUSTOMER_ID || undefined,
        url: (env.GOOGLE_DATAMANAGER_URL || DATA_MANAGER_URL).replace(/\/+$/, ''),
        validateOnly: env.GOOGLE_DATAMANAGER_VALIDATE_ONLY === 'true',
      }
      client = tokenClient(key)
    }
    return { settings, client }
  }
  return {
    platform: 'google',
    async send(conversion, signal) {
      const { settings: current, client: auth } = ready()
      const token = await accessToken(await auth)
      await postJson('Google', `${current.url}/v1/events:ingest`, googleRequest(conversion, current), { authorization: `Bearer ${token}` }, signal)
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
