/**
 * What every step of the contact handler (../contact-handler.ts) shares:
 * the request as the function saw it (ContactInput), what the handler is
 * given to work with (ContactDeps), the request's state as the steps learn
 * it (ContactState), and the runner. A step takes the state and either
 * passes it on (the same state, or one that knows more) or answers the
 * visitor; the first answer ends the request.
 */
import type { CountLead } from '../../analytics/lead-goal'
import type { ConversionSender } from '../../conversions/conversion-event'
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
  now: () => Date
  newId: () => string
  log: (line: string) => void
  /** Counts a lead in Plausible (src/lib/analytics/lead-goal.ts); absent without PLAUSIBLE_DOMAIN. */
  countLead?: CountLead
  /** The landing pages the build published (src/lib/landing/landing-index.ts); absent, no landing lead keeps its page (../landing-check.ts). */
  landingPages?: LandingPagesIndex
  /** The form tokens' secret and spent tokens, and the hour's arrivals (store/form-gate.ts), for this invocation. */
  gate: (live: boolean) => FormGate
  /** More leads than this in an hour, site-wide, and the next are held (flood.ts); 0: no limit. */
  floodPerHour: number
  /** The ad platforms configured (src/lib/conversions/); none when absent. */
  conversions?: readonly ConversionSender[]
}

/** What the steps know of one request; each part is set by the step named beside it, and read only by the steps after it. */
export type ContactState = {
  input: ContactInput
  deps: ContactDeps
  /** When the request arrived. */
  now: Date
  /** How to answer: JSON in English until `body` has read the form's format and language. */
  reply: Reply
  /** `readBody`: the body as read; `body` answers when it could not be. */
  parsed?: ParsedBody
  /** `readBody`: for a form sent without JavaScript, the address of the page it was on (the Referer, or what the confirmation page carried). */
  formPage?: string
  /** `body`: the body's fields. */
  fields?: Record<string, unknown>
  /** `fields`: the lead as it will be kept and delivered. */
  lead?: StoredLead
  /** `token`: the form token the lead came with, checked (spent by `spend`). */
  token?: { id: string; issuedAt: number }
  /** `flood`: the lead is kept but delivered to nobody until released. */
  held?: boolean
  /** `plan`: where the lead goes; `quiet`: nobody hears of it, not even the `Lead` goal (a preview's). */
  targets?: { list: Target[]; timeoutMs: number; quiet?: boolean }
  /** `adPlatform`: the ad platform told of the lead, kept with it (src/lib/conversions/conversion-steps.ts). */
  conversions?: LeadRecord['conversions']
  /** `store`: the lead as first kept, then (`deliver`) as its targets' answers were written; and the store's handle on it (absent when no store kept it). */
  record?: LeadRecord
  kept?: KeptLead
  /** `deliver`: each target's answer. */
  attempts?: Attempt[]
}

/** One rule of the request: passes the state on (as it is, or knowing more), or answers. */
export type Step = (state: ContactState) => ContactState | ContactAnswer | Promise<ContactState | ContactAnswer>

const isAnswer = (result: ContactState | ContactAnswer): result is ContactAnswer => 'status' in result

/** Runs `steps` in order until one answers. A list that ends without an answer is a mistake in the list. */
export async function runSteps(steps: readonly Step[], start: ContactState): Promise<ContactAnswer> {
  let state = start
  for (const step of steps) {
    const result = await step(state)
    if (isAnswer(result)) return result
    state = result
  }
  throw new Error(`contact: the handler's steps ended without an answer (last: ${steps.at(-1)?.name ?? 'none'})`)
}

/** A part of the state an earlier step sets: its absence means the steps are out of order, a programming error. */
export function need<T>(value: T | undefined, part: string): T {
  if (value === undefined) throw new Error(`contact: a step needs the request's ${part}, which no earlier step set`)
  return value
}
