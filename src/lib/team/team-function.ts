/**
 * The team's inbox's functions, everything under /api/team/, as a modern
 * Netlify function, `(Request, Context) => Response`
 * (netlify/functions/team.mts; src/api/team/[...path].ts runs the same under
 * `gatsby develop` and `gatsby serve`):
 * - POST link {email, language}: a sign-in link to a team address; the same
 *   answer for any address;
 * - POST session {token}: the link's token spent for a session cookie;
 * - POST sign-out;
 * - GET me: who is signed in; without a session, 401 saying whether e-mail
 *   is set up, so the signed-out page can say so;
 * - GET leads?stage&origin&from&to&q&page: the list (inbox-query.ts);
 * - GET leads/<id>: one lead with its version;
 * - POST leads/<id>/stage {stage, value, reason, note, etag}: a change of
 *   stage, refused (409, with the lead as it is) when it changed since;
 * - GET campaigns?from&to: the landing pages' report (team-campaigns.ts),
 *   400 naming a field that is no day.
 * Every answer is JSON, `Cache-Control: no-store`, with the site's security
 * headers; every request but the sign-in's needs a session (401), every
 * post the site's own Origin (403).
 */
import { conversionSenders } from '../conversions/senders'
import { stageEventsOnSave } from '../conversions/stage-events'
import { retryMinSeconds } from '../leads/store/lead-records'
import type { Context } from '@netlify/functions'
import { SECURITY_FIELDS } from '../security/headers'
import { isCrossSite } from '../security/cross-site'
import { reasonOf } from '../leads/lead-delivery'
import { runtimeEnv } from '../leads/runtime-env'
import type { StageChange } from '../leads/stages'
import type { LeadRecord } from '../leads/types'
import { endSession, redeemLink, requestLink, sessionAddress, sessionCookieHeader, sessionCookieOf, type AuthDeps } from './team-auth'
import { inboxFilters, inboxPage } from './inbox-query'
import { changeStage, stageOf } from './stage-change'
import { campaignsAnswer } from './team-campaigns'
import { teamKeys } from './team-keys'
import { teamLeads, type TeamLeads } from './team-leads'
import { linkMail, teamDeploy } from './team-mail'
import { siteAddress } from './team-settings'

export const TEAM_API = '/api/team'
const MAX_BODY = 10_000
/** Locally, without SITE_URL: the address `gatsby develop` serves. */
export const LOCAL_SITE = 'http://localhost:8000'

export type TeamContext = { deploy?: { context?: string }; waitUntil?: Context['waitUntil'] }

export type TeamDeps = {
  env?: () => NodeJS.ProcessEnv
  now?: () => Date
  log?: (line: string) => void
  leads?: (env: NodeJS.ProcessEnv) => TeamLeads
  /**
   * Run after a stage is saved, handed to waitUntil: `write` puts a record
   * over the version saved (false once another save came first). By default
   * the ad platforms' stage sends (src/lib/conversions/stage-events.ts) for
   * the platforms configured.
   */
  onStageSaved?: (env: NodeJS.ProcessEnv) => ((record: LeadRecord, change: StageChange, write: (record: LeadRecord) => Promise<boolean>) => Promise<unknown>) | undefined
}

const HEADERS: Record<string, string> = {
  ...SECURITY_FIELDS,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'content-type': 'application/json; charset=utf-8',
}

const answer = (status: number, body: object, headers: Record<string, string> = {}) => new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...headers } })

/** The same sentence whatever the address (the page words it in the visitor's language). */
const LINK_ANSWER = { ok: true, message: 'If this address belongs to the team, a link is on its way.' }

async function jsonBody(request: Request): Promise<Record<string, unknown> | undefined> {
  const text = await request.text().catch(() => '')
  if (text.length > MAX_BODY) return undefined
  try {
    const value: unknown = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** What the lead's page shows: all the record keeps, but the visitor's address and browser, kept for an ad platform's match only, and the run's claim. */
function shownRecord(record: LeadRecord) {
  const conversions = Object.fromEntries(Object.entries(record.conversions ?? {}).map(([platform, outcome]) => [platform, { ...outcome, visitor: undefined }]))
  return { ...record, conversions, claim: undefined, stage: stageOf(record) }
}

/** The ad platforms' stage sends, where a platform is configured: a saved stage reaches the platform whose ad brought the lead. */
const adPlatformStages =
  (now: () => Date, log: (line: string) => void): NonNullable<TeamDeps['onStageSaved']> =>
  (env) => {
    const senders = conversionSenders(env)
    return senders.length > 0 ? stageEventsOnSave({ senders, now, retryMinSeconds: retryMinSeconds(env), log }) : undefined
  }

export function teamFunction(deps: TeamDeps = {}) {
  const { env: envOf = runtimeEnv, now = () => new Date(), log = (line: string) => console.log(line), leads: leadsOf = teamLeads, onStageSaved: stageSends = adPlatformStages(now, log) } = deps
  return async function team(request: Request, context: TeamContext = {}): Promise<Response> {
    const env = envOf()
    const url = new URL(request.url)
    const route = url.pathname.slice(TEAM_API.length).replace(/^\/+|\/+$/g, '')
    const deploy = teamDeploy(context.deploy?.context)
    const mail = linkMail(env, deploy)
    const auth: AuthDeps = { keys: teamKeys(env, deploy !== 'local'), env, now, log, mail, site: siteAddress(env) ?? LOCAL_SITE }
    try {
      if (request.method === 'POST') {
        const origin = request.headers.get('origin') ?? undefined
        if (!origin || isCrossSite({ origin, fetchSite: request.headers.get('sec-fetch-site') ?? undefined, siteOrigin: url.origin })) {
          log(`team: ${route} refused: posted from ${origin ?? 'no origin'}`)
          return answer(403, { ok: false, error: 'cross-site' })
        }
      }
      if (route === 'link' && request.method === 'POST') {
        const body = await jsonBody(request)
        const email = typeof body?.email === 'string' ? body.email.slice(0, 254) : ''
        if (!/^[^\s@]+@[^\s@]+$/.test(email)) return answer(400, { ok: false, error: 'email' })
        await requestLink(email, body?.language === 'ar' ? 'ar' : 'en', auth).catch((error: unknown) => log(`team: the sign-in link could not be sent: ${reasonOf(error)}`))
        return answer(200, { ...LINK_ANSWER, mail: mail.by === 'none' ? 'missing' : 'ready' })
      }
      if (route === 'session' && request.method === 'POST') {
        const body = await jsonBody(request)
        const outcome = await redeemLink(body?.token, auth)
        if (!outcome.ok) return answer(401, { ok: false, error: `link-${outcome.problem}` })
        return answer(200, { ok: true, email: outcome.session.email }, { 'set-cookie': sessionCookieHeader(outcome.session.cookie) })
      }
      const cookie = sessionCookieOf(request.headers.get('cookie'))
      if (route === 'sign-out' && request.method === 'POST') {
        await endSession(cookie, auth)
        return answer(200, { ok: true }, { 'set-cookie': sessionCookieHeader(undefined) })
      }
      const email = await sessionAddress(cookie, auth)
      if (!email) return answer(401, { ok: false, error: 'signed-out', mail: mail.by === 'none' ? 'missing' : 'ready' })
      if (route === 'me' && request.method === 'GET') return answer(200, { ok: true, email })
      const store = leadsOf(env)
      if (route === 'leads' && request.method === 'GET') {
        return answer(200, { ok: true, ...inboxPage(await store.list(), inboxFilters(url.searchParams), now()) })
      }
      if (route === 'campaigns' && request.method === 'GET') {
        const { status, body } = await campaignsAnswer(url.searchParams, () => store.list(), { env, now: now(), log })
        return answer(status, body)
      }
      const lead = /^leads\/([\w-]+)(\/stage)?$/.exec(route)
      if (lead && !lead[2] && request.method === 'GET') {
        const kept = await store.read(lead[1])
        return kept ? answer(200, { ok: true, etag: kept.etag, lead: shownRecord(kept.record) }) : answer(404, { ok: false, error: 'not-found' })
      }
      if (lead && lead[2] && request.method === 'POST') {
        const body = await jsonBody(request)
        if (!body || typeof body.etag !== 'string') return answer(400, { ok: false, error: 'etag' })
        const kept = await store.read(lead[1])
        if (!kept) return answer(404, { ok: false, error: 'not-found' })
        const changed = () => answer(409, { ok: false, error: 'changed', etag: kept.etag, lead: shownRecord(kept.record) })
        if (kept.etag !== body.etag) return changed()
        const outcome = changeStage(kept.record, body, email, now())
        if (!outcome.ok) return answer(400, { ok: false, error: outcome.problem })
        const etag = await store.replace(lead[1], outcome.record, kept.etag)
        if (!etag) {
          const current = await store.read(lead[1])
          return answer(409, { ok: false, error: 'changed', etag: current?.etag, lead: current && shownRecord(current.record) })
        }
        log(`team: ${email} moved lead ${lead[1]} from ${outcome.change.from} to ${outcome.change.to}`)
        const onStageSaved = stageSends(env)
        if (onStageSaved) {
          const write = async (record: LeadRecord) => Boolean(await store.replace(lead[1], record, etag))
          const work = onStageSaved(outcome.record, outcome.change, write).catch((error: unknown) => log(`team: after the stage of lead ${lead[1]}: ${reasonOf(error)}`))
          if (context.waitUntil) context.waitUntil(work)
        }
        return answer(200, { ok: true, etag, lead: shownRecord(outcome.record) })
      }
      return answer(404, { ok: false, error: 'not-found' })
    } catch (error) {
      log(`team: ${request.method} ${route} failed: ${reasonOf(error)}`)
      return answer(500, { ok: false, error: 'trouble' })
    }
  }
}
