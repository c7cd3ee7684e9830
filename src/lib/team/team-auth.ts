/**
 * The team's sign-in by e-mail link, and its sessions (docs/security.md,
 * "The team's inbox"):
 * - a link goes only to a LEADS_TEAM address, at most LINKS_PER_HOUR an
 *   hour each, made from the site's own address (team-settings.ts), never
 *   the request's Host; whoever asks hears the same sentence;
 * - the link's token is 32 random bytes, in the address's fragment (never
 *   sent to a server, nor in a Referer); only its SHA-256 is kept, for
 *   LINK_MS, and it is spent once: by a post from the page's Sign in
 *   button, so a mail scanner that opens the link signs nobody in;
 * - a session is 32 random bytes more, signed (HMAC-SHA256) in a
 *   `__Host-` cookie, kept by its hash for SESSION_MS, ended on the server
 *   by Sign out, and refused once its address leaves LEADS_TEAM.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import type { GateKeys } from '../leads/store/form-gate'
import { sendOverSmtp } from '../leads/targets/smtp'
import { LINK_FRAGMENT } from './link-fragment'
import type { LinkMail } from './team-mail'
import { isTeamAddress, normalAddress } from './team-settings'

export const LINK_MS = 15 * 60_000
export const SESSION_MS = 12 * 3_600_000
export const LINKS_PER_HOUR = 5
const HOUR_MS = 3_600_000
export const SESSION_COOKIE = '__Host-team-session'
const SECRET_KEY = 'session-secret'

export type AuthDeps = {
  keys: GateKeys
  env: NodeJS.ProcessEnv
  now: () => Date
  log: (line: string) => void
  mail: LinkMail
  /** The site's own address (team-settings.ts's siteAddress). */
  site: string
  /** Sending bounded by this. */
  timeoutMs?: number
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')
const token = () => randomBytes(32).toString('base64url')

async function secret({ keys, env }: AuthDeps): Promise<string> {
  if (env.LEADS_TEAM_SECRET) return env.LEADS_TEAM_SECRET
  await keys.addIfNew(SECRET_KEY, randomBytes(32).toString('base64url'))
  const kept = await keys.get(SECRET_KEY)
  if (!kept) throw new Error('the session secret could not be kept')
  return kept
}

const sign = (key: string, value: string) => createHmac('sha256', key).update(value).digest('base64url')

/** Links sent to `address` in the hour before `now`, the older ones forgotten. */
async function linksInLastHour(keys: GateKeys, folder: string, now: number): Promise<number> {
  let count = 0
  for await (const page of keys.pages(folder)) {
    for (const key of page) {
      const at = Number(key.slice(folder.length).split('-')[0])
      if (now - at < HOUR_MS) count += 1
      else await keys.remove(key)
    }
  }
  return count
}

/** The address a link opens: the page in the language it was asked from, its token in the fragment. */
export const linkAddress = (site: string, language: string, value: string) => `${site}${language === 'ar' ? '/ar' : ''}/team/#${LINK_FRAGMENT}=${value}`

export type LinkOutcome = 'sent' | 'logged' | 'stranger' | 'limited' | 'no-mail'

/** Sends a sign-in link to a team address; a stranger's is only logged. Whatever the outcome, the visitor is told the same. */
export async function requestLink(email: string, language: string, deps: AuthDeps): Promise<LinkOutcome> {
  const { keys, log, mail } = deps
  const address = normalAddress(email)
  if (!isTeamAddress(address, deps.env)) {
    log(`team: sign-in link refused for ${address}: not on the team`)
    return 'stranger'
  }
  if (mail.by === 'none') {
    log(`team: no sign-in link for ${address}: SMTP_URL is not set`)
    return 'no-mail'
  }
  const now = deps.now().getTime()
  const folder = `sent/${digest(address)}/`
  if ((await linksInLastHour(keys, folder, now)) >= LINKS_PER_HOUR) {
    log(`team: sign-in link refused for ${address}: ${LINKS_PER_HOUR} links in the last hour`)
    return 'limited'
  }
  await keys.addIfNew(`${folder}${String(now).padStart(15, '0')}-${randomBytes(4).toString('hex')}`, '')
  const value = token()
  await keys.addIfNew(`links/${digest(value)}`, JSON.stringify({ email: address, expiresAt: now + LINK_MS }))
  const link = linkAddress(deps.site, language, value)
  if (mail.by === 'log') {
    // Locally only (no deploy, no SMTP_URL): the one place a link is written down.
    console.log(`team: sign-in link for ${address} (no SMTP_URL, printed here instead): ${link}`)
    return 'logged'
  }
  await sendOverSmtp(mail.smtpUrl, deps.timeoutMs ?? 5_000, {
    from: mail.from,
    to: address,
    subject: 'Your sign-in link to the leads inbox',
    text: `Open this link to sign in to the team's leads inbox. It works once, within 15 minutes:\n\n${link}\n\nIf you did not ask for it, ignore this e-mail.\n`,
  })
  log(`team: sign-in link sent to ${address}`)
  return 'sent'
}

export type Session = { email: string; cookie: string }
export type RedeemOutcome = { ok: true; session: Session } | { ok: false; problem: 'used' | 'expired' | 'unknown' | 'removed' }

/** Spends a link's token: a session for its address, once, within LINK_MS, while the address is on the team. */
export async function redeemLink(value: unknown, deps: AuthDeps): Promise<RedeemOutcome> {
  const { keys, log } = deps
  if (typeof value !== 'string' || !/^[\w-]{43}$/.test(value)) return { ok: false, problem: 'unknown' }
  const hash = digest(value)
  if (await keys.get(`used/${hash}`)) {
    log('team: sign-in refused: the link was used already')
    return { ok: false, problem: 'used' }
  }
  const kept = await keys.get(`links/${hash}`)
  if (!kept) return { ok: false, problem: 'unknown' }
  const link = JSON.parse(kept) as { email: string; expiresAt: number }
  // A write only if new: of two presses of one link, exactly one signs in.
  if (!(await keys.addIfNew(`used/${hash}`, String(deps.now().getTime())))) {
    log(`team: sign-in refused for ${link.email}: the link was used already`)
    return { ok: false, problem: 'used' }
  }
  await keys.remove(`links/${hash}`)
  if (deps.now().getTime() > link.expiresAt) {
    log(`team: sign-in refused for ${link.email}: the link expired`)
    return { ok: false, problem: 'expired' }
  }
  if (!isTeamAddress(link.email, deps.env)) {
    log(`team: sign-in refused for ${link.email}: no longer on the team`)
    return { ok: false, problem: 'removed' }
  }
  const id = token()
  await keys.addIfNew(`sessions/${digest(id)}`, JSON.stringify({ email: link.email, expiresAt: deps.now().getTime() + SESSION_MS }))
  log(`team: ${link.email} signed in`)
  return { ok: true, session: { email: link.email, cookie: `${id}.${sign(await secret(deps), id)}` } }
}

/** The session cookie's value from a Cookie header. */
export function sessionCookieOf(header: string | null | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=')
    if (name === SESSION_COOKIE) return rest.join('=')
  }
  return undefined
}

/** The session's id when its signature is this site's. */
async function signedId(cookie: string | undefined, deps: AuthDeps): Promise<string | undefined> {
  const [id, signature] = (cookie ?? '').split('.')
  if (!id || !signature) return undefined
  const expected = Buffer.from(sign(await secret(deps), id))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined
}

/** The address signed in with `cookie`, or undefined: unsigned, unknown, ended, expired, or no longer on the team. */
export async function sessionAddress(cookie: string | undefined, deps: AuthDeps): Promise<string | undefined> {
  const id = await signedId(cookie, deps)
  if (!id) return undefined
  const key = `sessions/${digest(id)}`
  const kept = await deps.keys.get(key)
  if (!kept) return undefined
  const session = JSON.parse(kept) as { email: string; expiresAt: number }
  if (deps.now().getTime() > session.expiresAt) {
    await deps.keys.remove(key)
    return undefined
  }
  if (!isTeamAddress(session.email, deps.env)) {
    deps.log(`team: session refused for ${session.email}: no longer on the team`)
    await deps.keys.remove(key)
    return undefined
  }
  return session.email
}

/** Ends the session on the server: its cookie then signs nobody in, wherever it was copied to. */
export async function endSession(cookie: string | undefined, deps: AuthDeps): Promise<string | undefined> {
  const email = await sessionAddress(cookie, deps)
  const id = await signedId(cookie, deps)
  if (id) await deps.keys.remove(`sessions/${digest(id)}`)
  if (email) deps.log(`team: ${email} signed out`)
  return email
}

/** The Set-Cookie header of a session, or of its end. */
export const sessionCookieHeader = (value: string | undefined) =>
  `${SESSION_COOKIE}=${value ?? ''}; Path=/; Max-Age=${value ? SESSION_MS / 1000 : 0}; HttpOnly; Secure; SameSite=Strict`
