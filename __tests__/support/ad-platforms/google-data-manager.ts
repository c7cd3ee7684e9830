/**
 * A stand-in for Google's Data Manager API and Google's OAuth token
 * endpoint, built to their published requests and answers:
 *
 * - `POST /token` (developers.google.com/identity/protocols/oauth2/service-account):
 *   a form with `grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer` and
 *   `assertion`, a JWT signed RS256 with the service account's key (checked
 *   against its public key), naming the account (`iss`), the scope and
 *   Google's token address (`aud`); answered `{ access_token, expires_in,
 *   token_type }`.
 * - `POST /v1/events:ingest` (reference/rest/v1/events/ingest): with that
 *   token as `Authorization: Bearer`; the IngestEventsRequest with its
 *   Destination (operatingAccount GOOGLE_ADS, productDestinationId), its
 *   Event (transactionId, eventTimestamp, eventSource, adIdentifiers,
 *   userData.userIdentifiers[].phoneNumber hashed, consent) and `encoding`;
 *   unknown fields refused, as the API refuses them; answered `{ requestId }`,
 *   errors as `{ error: { code, message, status } }`.
 */
import { createVerify, generateKeyPairSync } from 'node:crypto'
import { expectThat, isSha256Hex, json, onlyKnown, Refusal, standInServer, type RawRequest } from './stand-in'

export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager'
const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token'
const CLIENT_EMAIL = 'conversions@northwind-growth.iam.gserviceaccount.com'

const REQUEST_FIELDS = ['destinations', 'events', 'consent', 'validateOnly', 'encoding', 'encryptionInfo']
const EVENT_FIELDS = ['destinationReferences', 'transactionId', 'eventTimestamp', 'lastUpdatedTimestamp', 'userData', 'consent', 'adIdentifiers', 'currency', 'conversionValue', 'eventSource', 'eventDeviceInfo', 'cartData', 'customVariables', 'experimentalFields', 'userProperties', 'eventName', 'clientId', 'userId', 'additionalEventParameters']
const CONSENT = ['CONSENT_GRANTED', 'CONSENT_DENIED']

export type IngestedEvent = { customerId: string; conversionActionId: string; validateOnly: boolean; event: Record<string, unknown> & { transactionId: string } }

const base64url = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>

export async function googleStandIn({ customerId = '1234567890', conversionActionId = '987654321' } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const events: IngestedEvent[] = []
  const tokens = new Set<string>()
  let granted = 0

  function token(request: RawRequest) {
    const form = new URLSearchParams(request.body)
    expectThat(form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer', 'unsupported_grant_type: Invalid grant_type')
    const [header, payload, signature] = (form.get('assertion') ?? '').split('.')
    expectThat(header && payload && signature, 'invalid_grant: Invalid JWT')
    const verifier = createVerify('RSA-SHA256').update(`${header}.${payload}`)
    expectThat(verifier.verify(publicKey, Buffer.from(signature, 'base64url')), 'invalid_grant: Invalid JWT Signature.')
    const claims = base64url(payload)
    expectThat(base64url(header).alg === 'RS256', 'invalid_grant: Invalid JWT algorithm')
    expectThat(claims.iss === CLIENT_EMAIL, 'invalid_grant: Invalid issuer')
    expectThat(claims.aud === GOOGLE_TOKEN_AUDIENCE, 'invalid_grant: Invalid JWT: Token must be a short-lived token and in a reasonable timeframe')
    expectThat(String(claims.scope).split(' ').includes(DATA_MANAGER_SCOPE), 'invalid_scope: the Data Manager scope is missing')
    expectThat(Number(claims.exp) * 1000 > Date.now(), 'invalid_grant: Invalid JWT: Token must be a short-lived token and in a reasonable timeframe')
    const accessToken = `ya29.stand-in-${++granted}`
    tokens.add(accessToken)
    return { status: 200, body: { access_token: accessToken, expires_in: 3599, token_type: 'Bearer' } }
  }

  function ingest(request: RawRequest) {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
    expectThat(bearer && tokens.has(bearer), 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 401)
    const body = json(request)
    onlyKnown(body, REQUEST_FIELDS, 'IngestEventsRequest')
    const destinations = body.destinations as ({ operatingAccount?: Record<string, unknown> } & Record<string, unknown>)[]
    expectThat(Array.isArray(destinations) && destinations.length === 1, 'destinations: exactly one destination expected here')
    const [destination] = destinations
    expectThat(destination.operatingAccount?.accountType === 'GOOGLE_ADS', 'operatingAccount.accountType must be GOOGLE_ADS')
    expectThat(destination.operatingAccount?.accountId === customerId, `operatingAccount.accountId: the caller does not have permission on ${String(destination.operatingAccount?.accountId)}`, 403)
    expectThat(destination.productDestinationId === conversionActionId, 'productDestinationId: no such conversion action', 404)
    expectThat(body.encoding === 'HEX', 'encoding: HEX or BASE64 is required with user data')
    const list = body.events as Record<string, unknown>[]
    expectThat(Array.isArray(list) && list.length > 0 && list.length <= 2000, 'events: between 1 and 2000 events')
    for (const event of list) {
      onlyKnown(event, EVENT_FIELDS, 'events[0]')
      expectThat(typeof event.transactionId === 'string' && event.transactionId, 'events[0].transactionId is required for enhanced conversions for leads')
      expectThat(typeof event.eventTimestamp === 'string' && !Number.isNaN(Date.parse(event.eventTimestamp)), 'events[0].eventTimestamp must be an RFC 3339 timestamp')
      expectThat(event.eventSource === 'WEB', 'events[0].eventSource: WEB expected for a website lead')
      const ids = (event.adIdentifiers ?? {}) as Record<string, unknown>
      onlyKnown(ids, ['sessionAttributes', 'gclid', 'gbraid', 'wbraid', 'landingPageDeviceInfo'], 'events[0].adIdentifiers')
      const identifiers = ((event.userData as { userIdentifiers?: Record<string, unknown>[] })?.userIdentifiers ?? [])
      expectThat(identifiers.length > 0, 'events[0].userData.userIdentifiers: at least one')
      for (const identifier of identifiers) {
        onlyKnown(identifier, ['emailAddress', 'phoneNumber', 'address'], 'userIdentifiers[0]')
        expectThat(isSha256Hex(identifier.phoneNumber), 'userIdentifiers[0].phoneNumber must be a SHA-256 hash, hex encoded')
      }
      const consent = event.consent as Record<string, unknown> | undefined
      expectThat(consent && CONSENT.includes(String(consent.adUserData)), 'events[0].consent.adUserData is required')
    }
    for (const event of list) events.push({ customerId, conversionActionId, validateOnly: body.validateOnly === true, event: event as IngestedEvent['event'] })
    return { status: 200, body: { requestId: `request-${events.length}` } }
  }

  const server = await standInServer(
    (request) => {
      if (request.method === 'POST' && request.url === '/token') return token(request)
      if (request.method === 'POST' && request.url === '/v1/events:ingest') return ingest(request)
      throw new Refusal(404, `no route ${request.method} ${request.url}`)
    },
    (status, message) => ({ error: { code: status, message, status: status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT' } }),
  )
  return {
    ...server,
    events,
    /** The token requests that were granted. */
    granted: () => granted,
    /** The settings the site would hold for this account: its key file with the stand-in's token endpoint. */
    env: {
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        type: 'service_account',
        project_id: 'northwind-growth',
        private_key_id: 'stand-in-key',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        client_email: CLIENT_EMAIL,
        token_uri: `${server.url}/token`,
      }),
      GOOGLE_ADS_CUSTOMER_ID: `${customerId.slice(0, 3)}-${customerId.slice(3, 6)}-${customerId.slice(6)}`,
      GOOGLE_ADS_CONVERSION_ACTION_ID: conversionActionId,
      GOOGLE_DATAMANAGER_URL: server.url,
    },
  }
}
