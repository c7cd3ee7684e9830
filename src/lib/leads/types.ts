/**
 * The shapes every part of the leads code shares: the lead as the visitor
 * sent it (StoredLead), what the store keeps of it besides (LeadRecord: each
 * target's outcome, the next attempt, the claim), and the store's two
 * interfaces: the contact function's (LeadStore), which the leads file
 * (store/file-store.ts) and Netlify Blobs (store/blobs-store.ts) implement,
 * and the redelivery run's and the commands' (LeadRecordStore), which only
 * Netlify Blobs does.
 */
import type { LandingOrigin } from '../landing/landing'
import type { LeadSource } from '../attribution/attribution'
import type { DeliveryOutcome } from '../delivery/attempts'
import type { LeadStage, StageChange } from './stages'

export type StoredLead = {
  id: string
  receivedAt: string
  form: string
  /** The edition of the site the lead came from: 'en' or 'ar'. */
  language: string
  name: string
  phone: string
  country: string | null
  /** Where the visit came from (campaign, click id, pages, channel); see attribution.ts. */
  source: LeadSource
  /** A lead from a landing page (form `landing`): the page's slug and its campaign. */
  landing?: LandingOrigin
  /**
   * What the visitor agreed to on the form: `adMeasurement`, that the ad
   * platform whose ad brought the visit is told of the lead (src/lib/conversions/);
   * `version`, the date of the wording they saw. Absent on leads kept before
   * the form asked.
   */
  consent?: { adMeasurement: boolean; version: string }
}

/** One target's attempts at the lead: the same outcome as an ad platform's (src/lib/delivery/attempts.ts). */
export type TargetOutcome = DeliveryOutcome

/**
 * The visitor's address and browser as the contact function saw the post:
 * Meta and Snapchat match a conversion to its ad click with them. Kept with
 * a waiting send only, never logged (src/lib/conversions/).
 */
export type VisitorSignals = { ip: string; userAgent: string }

/**
 * One event sent to an ad platform: the lead itself, or a later stage of it
 * (src/lib/conversions/conversion-records.ts). `acceptedAt` only once the
 * platform has said it counts the event: a platform that answers later
 * (Google's requestStatus) leaves it `receivedAt` until then.
 */
export type PlatformSend = DeliveryOutcome & {
  /** When it is next tried, or its answer next asked for; absent once accepted or given up. */
  nextAttemptAt?: string
  firstAttemptAt?: string
  /** Given up: the platform no longer takes an event that old, or it can never be sent (why in `lastError`). */
  gaveUpAt?: string
  /** Taken for processing, its outcome not known yet: the request to ask about. */
  receivedAt?: string
  requestId?: string
  /** Checked by the platform's test mode and found valid, never counted: sent for real once the test mode is off. */
  validatedAt?: string
  /** The stage came after the platform's window: never sent. */
  tooLateAt?: string
  /** A stage's: when the lead reached it, the time its event carries. */
  reachedAt?: string
  /** A Won's value, in AED, as it was sent. */
  value?: number
}

/** One ad platform's sends of a lead: the lead, then its later stages by name. */
export type ConversionOutcome = PlatformSend & {
  /** Until the platform has the lead or it is given up, then deleted. */
  visitor?: VisitorSignals
  stages?: Partial<Record<string, PlatformSend>>
  /** A stage sent was taken back (Junk, Lost) and the platform documents no way to retract it: when, and what was left standing. */
  notRetracted?: { at: string; why: string }
}

export type LeadRecord = {
  lead: StoredLead
  /** Every target configured when the lead arrived, by name (webhook, email). */
  targets: Record<string, TargetOutcome>
  /**
   * The ad platform told of the lead (the one whose ad brought the visit,
   * with the visitor's consent), kept apart from the agency's targets: its
   * outcome changes neither `status` nor the delivery alerts.
   */
  conversions?: Partial<Record<string, ConversionOutcome>>
  /** `held`: kept during a flood (contact-steps/flood.ts), delivered only once released (`npm run leads -- release`). */
  status: 'pending' | 'delivered' | 'failed' | 'held'
  /** When a pending lead is next tried. */
  nextAttemptAt?: string
  /** Who is delivering it now, and until when the claim holds: a claim left by a run that died expires. */
  claim?: { by: string; until: string }
  deliveredAt?: string
  failedAt?: string
  heldAt?: string
  /** The team's inbox (src/lib/team/): the stage (absent: 'new'), Won's value in AED, minutes from arrival to the first stage after New, and every change. */
  stage?: LeadStage
  value?: number
  firstContactMinutes?: number
  history?: StageChange[]
  /** When the team was told the lead still waited for its first contact (src/lib/team/first-contact.ts): once per lead. */
  firstContactAlertAt?: string
}

/** One target's answer to one attempt. */
export type Attempt = { target: string; accepted: boolean; error?: string }

export type LeadStore = {
  /** `blobs` or `file`, for logs. */
  kind: string
  /**
   * True when the store keeps each lead id once, a second lead of one id
   * answered `'alreadyKept'`: a lead then takes the id its form token gives
   * (form-token.ts's leadIdOfToken), and keeping it is what spends the token,
   * with no write of its own (contact-steps/form-token-steps.ts).
   */
  keepsEachIdOnce: boolean
  /** Keeps a new lead durably, or says a lead of its id is kept already; rejects when it cannot. */
  keep(record: LeadRecord): Promise<KeptLead | 'alreadyKept'>
}

export type KeptLead = {
  /** Writes what the targets (then an ad platform) answered onto the kept lead, over its last write; false when another writer changed it first. */
  settle(record: LeadRecord): Promise<boolean>
}

/** A kept lead as the store lists it: its key, and the version a conditional write names. */
export type ListedLead = { key: string; etag: string }

/**
 * Every kept lead, for the redelivery run and `npm run leads`: listed, read,
 * and written only over the version read, so that of two writers (two runs,
 * or a run and the contact function) one wins and the other knows.
 */
export type LeadRecordStore = {
  list(): Promise<ListedLead[]>
  read(key: string): Promise<LeadRecord | null>
  /** Writes only over the version `etag` names; the new etag, or undefined when someone else wrote first. */
  replace(key: string, record: LeadRecord, etag: string): Promise<string | undefined>
  /** Writes a new lead; the etag, or undefined when the key is taken. */
  add(key: string, record: LeadRecord): Promise<string | undefined>
  remove(key: string): Promise<void>
}
