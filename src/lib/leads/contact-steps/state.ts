/**
 * What every step of the contact handler (../contact-handler.ts) shares:
 * the request as the function saw it (ContactInput), what the handler is
 * given to work with (ContactDeps), the request's phases as the steps learn
 * it, and the runner. A step takes the state of one phase and either passes
 * it on (the same state, or the next phase's) or answers the visitor; the
 * first answer ends the request.
 *
 * The phases are types, each the one before it and what one step adds
 * (Received, Read, Parsed, Checked, Accepted, Planned, Spent, Kept, Counted,
 * Delivered), and the list is built with `stepsFrom`, whose `next` takes
 * only a step that reads the phase the list has reached. So a list that
 * keeps a lead before its token is spent, or counts a flood before the lead
 * is kept, does not compile: the order is checked where it is written, in
 * CONTACT_STEPS, and nowhere else.
 */
import type { CountLead } from '../../analytics/lead-goal'
import type { ConversionSender } from '../../conversions/sending'
import type { LandingPagesIndex } from '../../landing/landing'
import type { ContactAnswer, Reply } from '../http/contact-replies'
import type { ParsedBody } from '../http/contact-request'
import type { PostOrigin } from '../../security/cross-site'
import type { DeliveryPlan, LeadDeploy, Target } from '../lead-delivery'
import type { RateLimiter } from '../../security/rate-limit'
import type { FormGate } from '../store/form-gate'
import type { Attempt, KeptLead, LeadRecord, LeadStore, StoredLead } from '../types'

export type ContactInput = {
  method: string
  contentType?: string
  body: unknown
  clientAddress: string
  /** The page the form was posted from (the Referer header), for a form sent without JavaScript. */
  referer?: string
  /** The site's host name as the visitor addressed it (the Host header): its own pages are not referrers. */
  host?: string
  /** Where the post comes from (Origin, Sec-Fetch-Site) and the origin it was addressed to: see security/cross-site.ts. */
  from?: PostOrigin
  /** Netlify's deploy context (`context.deploy.context`): production, deploy-preview, branch-deploy, dev; absent on the local servers. */
  deployContext?: string
  /** The visitor's User-Agent header, passed on with the `Lead` goal. */
  userAgent?: string
  /** Netlify's `context.waitUntil`: work that goes on after the answer is sent (the `Lead` goal). */
  waitUntil?: (work: Promise<unknown>) => void
}

export type ContactDeps = {
  /** The targets on the lead's deploy (lead-delivery.ts's leadPlan: production needs one, a preview tells nobody). */
  plan: (deploy: LeadDeploy) => DeliveryPlan
  /** Where this invocation keeps leads (store/choose-store.ts: a preview, in its own deploy's store), or nowhere. */
  store: (deploy: LeadDeploy) => LeadStore | undefined
  retryMinSeconds: number
  limiter: RateLimiter
  /** The per-address limit of the form token's address (GET /api/contact/token), apart from the posts'. */
  tokenLimiter?: RateLimiter
  now: () => Date
  newId: () => string
  log: (line: string) => void
  /** Counts a lead in Plausible (src/lib/analytics/lead-goal.ts); absent without PLAUSIBLE_DOMAIN. */
  countLead?: CountLead
  /** The landing pages the build published (src/lib/landing/landing-index.ts); absent, no landing lead keeps its page (landing.ts). */
  landingPages?: LandingPagesIndex
  /** The form tokens' secret and spent tokens, and the hour's arrivals (store/form-gate.ts), of the deploy context Netlify names (absent: a local server). */
  gate: (deployContext: string | undefined) => FormGate
  /** More leads than this in an hour, site-wide, and the next are held (flood.ts); 0: no limit. */
  floodPerHour: number
  /** The ad platforms configured (src/lib/conversions/); none when absent. */
  conversions?: readonly ConversionSender[]
}

/** The request as it arrived; how to answer: JSON in English until `readBody` has read the form's format and language. */
export type Received = { input: ContactInput; deps: ContactDeps; now: Date; reply: Reply }
/** `readBody`: the body as read (`body` answers when it could not be), and for a form sent without JavaScript the address of the page it was on. */
export type Read = Received & { parsed: ParsedBody; formPage?: string }
/** `body`: the body's fields. */
export type Parsed = Read & { fields: Record<string, unknown> }
/** `fields`: every field passed its rules; the lead as it will be kept and delivered. */
export type Checked = Parsed & { lead: StoredLead }
/** `token`: the form token the lead came with, signed here for this deploy context, of the right age; not yet spent. */
export type Accepted = Checked & { token: { id: string; issuedAt: number } }
/** `plan`: where the lead goes; `quiet`: nobody hears of it, not even the `Lead` goal (a preview's). */
export type Planned = Accepted & { targets: { list: Target[]; timeoutMs: number; quiet?: boolean } }
/**
 * `spend`: the token carries this lead and no other: marked used in the
 * form gate (`gate`), or, where the store keeps each id once, the lead's id
 * is the token's and keeping it is the spend (`onKeep`).
 */
export type Spent = Planned & { spent: 'gate' | 'onKeep' }
/** `adPlatform` (optional in the list): the ad platform told of the lead, kept with it. */
export type Told = { conversions?: LeadRecord['conversions'] }
/** `store`: the lead as first kept, and the store's handle on it (absent when no store kept it). */
export type Kept = Spent & Told & { record: LeadRecord; kept?: KeptLead }
/** `flood`: counted toward the hour (a kept lead only); `held`: past the hour's limit, kept but delivered to nobody until released. */
export type Counted = Kept & { held: boolean }
/** `deliver`: each target's answer (none for a held lead), and the record as they were written onto it. */
export type Delivered = Counted & { attempts: Attempt[] }

/** One rule of the request: passes on the state of the phase it reads, or of the next one, or answers. */
export type Step<In, Out = In> = (state: In) => Out | ContactAnswer | Promise<Out | ContactAnswer>
/** A step of the list, whatever its phases: what the runner calls. */
export type AnyStep = (state: never) => unknown

/** The steps so far, reaching phase `S`: `next` takes only a step that reads `S`; `last` one that always answers. */
export type StepList<S> = {
  next<Out>(step: Step<S, Out>): StepList<Out>
  last(step: (state: S) => ContactAnswer | Promise<ContactAnswer>): readonly AnyStep[]
}

/** A list of steps from phase `S` (Received for a post): the order checked as it is written. */
export function stepsFrom<S>(steps: readonly AnyStep[] = []): StepList<S> {
  return {
    next: <Out>(step: Step<S, Out>) => stepsFrom<Out>([...steps, step as AnyStep]),
    last: (step) => [...steps, step as AnyStep],
  }
}

const isAnswer = (result: unknown): result is ContactAnswer => typeof result === 'object' && result !== null && 'status' in result

/** Runs `steps` in order until one answers. A list that ends without an answer is a mistake in the list. */
export async function runSteps(steps: readonly AnyStep[], start: Received): Promise<ContactAnswer> {
  let state: unknown = start
  for (const step of steps) {
    const result: unknown = await (step as (state: unknown) => unknown)(state)
    if (isAnswer(result)) return result
    state = result
  }
  throw new Error(`contact: the handler's steps ended without an answer (last: ${steps.at(-1)?.name ?? 'none'})`)
}
