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
 *   unknown fields refused, as the API refuses them; at most one click id,
 *   and a braid never with user identifiers, refused with Google's reasons
 *   (GBRAID_WBRAID_BOTH_SET, VALUE_MUST_BE_UNSET); a conversionValue needs
 *   a currency; answered `{ requestId }`, errors as
 *   `{ error: { code, message, status, details: [ErrorInfo { reason }] } }`.
 * - `GET /v1/requestStatus:retrieve?requestId=` (reference/rest/v1/requestStatus/retrieve):
 *   `{ requestStatusPerDestination: [{ destination, requestStatus, errorInfo:
 *   { errorCounts: [{ recordCount, reason }] } }] }`; SUCCESS unless the test
 *   said how Google's processing ends (`processing`).
 */
import { createVerify, generateKeyPairSync } from 'node:crypto'
import { expectThat, isSha256Hex, json, onlyKnown, Refusal, standInServer, type RawRequest } from './stand-in'

export const DATA_MANAGER_SCOPE = 'https://www.googleapis.com/auth/datamanager'
const GOOGLE_TOKEN_AUDIENCE = 'https://oauth2.googleapis.com/token'
const CLIENT_EMAIL = 'conversions@northwind-growth.iam.gserviceaccount.com'

const REQUEST_FIELDS = ['destinations', 'events', 'consent', 'validateOnly', 'encoding', 'encryptionInfo']
const EVENT_FIELDS = ['destinationReferences', 'transactionId', 'eventTimestamp', 'lastUpdatedTimestamp', 'userData', 'consent', 'adIdentifiers', 'currency', 'conversionValue', 'eventSource', 'eventDeviceInfo', 'cartData', 'customVariables', 'experimentalFields', 'userProperties', 'eventName', 'clientId', 'userId', 'additionalEventParameters']
const CONSENT = ['CONSENT_GRANTED', 'CONSENT_DENIED']

export type IngestedEvent = { customerId: string; conversionActionId: string; validateOnly: boolean; requestId: string; event: Record<string, unknown> & { transactionId: string } }

/** How Google's processing of the next requests ends: counted, still running, or failed with its reasons. */
export type Processing = 'SUCCESS' | 'PROCESSING' | { failed: string[] }

const base64url = (text: string) => JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Record<string, unknown>

export async function googleStandIn({ customerId = '1234567890', conversionActionId = '987654321', qualifiedActionId = '987654322', wonActionId = '987654323' } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const events: IngestedEvent[] = []
  const tokens = new Set<string>()
  const outcomes = new Map<string, Processing>()
  const retrieved: string[] = []
  let processing: Processing = 'SUCCESS'
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
    const action = String(destination.productDestinationId)
    expectThat([conversionActionId, qualifiedActionId, wonActionId].includes(action), 'productDestinationId: no such conversion action', 404)
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
      expectThat(!(ids.gbraid && ids.wbraid), 'GBRAID_WBRAID_BOTH_SET: gbraid and wbraid cannot both be set on an event')
      expectThat(!((ids.gbraid || ids.wbraid) && ids.gclid), 'VALUE_MUST_BE_UNSET: gclid must be unset when gbraid or wbraid is set')
      expectThat(!((ids.gbraid || ids.wbraid) && identifiers.length > 0), 'VALUE_MUST_BE_UNSET: userData must be unset when gbraid or wbraid is set')
      expectThat(identifiers.length > 0 || ids.gclid || ids.gbraid || ids.wbraid, 'events[0]: an ad identifier or user data is required')
      if (event.conversionValue !== undefined) expectThat(typeof event.conversionValue === 'number' && /^[A-Z]{3}$/.test(String(event.currency)), 'events[0].currency: a conversionValue needs an ISO 4217 currency')
      for (const identifier of identifiers) {
        onlyKnown(identifier, ['emailAddress', 'phoneNumber', 'address'], 'userIdentifiers[0]')
        expectThat(isSha256Hex(identifier.phoneNumber), 'userIdentifiers[0].phoneNumber must be a SHA-256 hash, hex encoded')
      }
      const consent = event.consent as Record<string, unknown> | undefined
      expectThat(consent && CONSENT.includes(String(consent.adUserData)), 'events[0].consent.adUserData is required')
    }
    const requestId = `request-${events.length + 1}`
    outcomes.set(requestId, processing)
    for (const event of list) events.push({ customerId, conversionActionId: action, validateOnly: body.validateOnly === true, requestId, event: event as IngestedEvent['event'] })
    return { status: 200, body: { requestId } }
  }

  function retrieve(request: RawRequest) {
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1]
    expectThat(bearer && tokens.has(bearer), 'Request had invalid authentication credentials. Expected OAuth 2 access token.', 401)
    const requestId = new URL(request.url, 'http://stand-in').searchParams.get('requestId') ?? ''
    const outcome = outcomes.get(requestId)
    expectThat(outcome, 'INVALID_REQUEST_ID: no request with this id', 404)
    retrieved.push(requestId)
    const destination = { operatingAccount: { accountType: 'GOOGLE_ADS', accountId: customerId } }
    const status =
      typeof outcome === 'object'
        ? { destination, requestStatus: 'FAILED', errorInfo: { errorCounts: outcome.failed.map((reason) => ({ recordCount: '1', reason })) } }
        : { destination, requestStatus: outcome, ...(outcome === 'SUCCESS' && { eventsIngestionStatus: { recordCount: '1' } }) }
    return { status: 200, body: { requestStatusPerDestination: [status] } }
  }

  const server = await standInServer(
    (request) => {
      if (request.method === 'POST' && request.url === '/token') return token(request)
      if (request.method === 'POST' && request.url === '/v1/events:ingest') return ingest(request)
      if (request.method === 'GET' && request.url.startsWith('/v1/requestStatus:retrieve?')) return retrieve(request)
      throw new Refusal(404, `no route ${request.method} ${request.url}`)
    },
    (status, message) => {
      const reason = /^([A-Z][A-Z_]+): /.exec(message)?.[1]
      return {
        error: {
          code: status,
          message: reason ? message.slice(reason.length + 2) : message,
          status: status === 401 ? 'UNAUTHENTICATED' : 'INVALID_ARGUMENT',
          ...(reason && { details: [{ '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason, domain: 'datamanager.googleapis.com' }] }),
        },
      }
    },
  )
  return {
    ...server,
    events,
    /** The request ids the site asked Google about. */
    retrieved,
    /** How Google's processing of the requests from now on ends. */
    processNext: (next: Processing) => void (processing = next),
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
      GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID: qualifiedActionId,
      GOOGLE_ADS_WON_CONVERSION_ACTION_ID: wonActionId,
      GOOGLE_DATAMANAGER_URL: server.url,
    },
  }
}
