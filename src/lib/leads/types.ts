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
import type { AdPlatform } from '../conversions/platforms'

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

export type TargetOutcome = {
  /** When the target accepted the lead; absent until it has. */
  acceptedAt?: string
  attempts: number
  lastAttemptAt?: string
  /** The last refusal, without personal data (see lead-delivery.ts). */
  lastError?: string
}

/**
 * The visitor's address and browser as the contact function saw the post:
 * Meta and Snapchat match a conversion to its ad click with them. Kept with
 * a waiting send only, never logged (src/lib/conversions/).
 */
export type VisitorSignals = { ip: string; userAgent: string }

/** One ad platform's send of a lead (src/lib/conversions/conversion-records.ts). */
export type ConversionOutcome = {
  attempts: number
  /** When it is next tried; absent once accepted or given up. */
  nextAttemptAt?: string
  firstAttemptAt?: string
  lastAttemptAt?: string
  /** The last refusal, without personal data. */
  lastError?: string
  acceptedAt?: string
  /** When it was given up: the platform no longer takes an event that old. */
  gaveUpAt?: string
  /** Until the platform has the event or it is given up, then deleted. */
  visitor?: VisitorSignals
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
  conversions?: Partial<Record<AdPlatform, ConversionOutcome>>
  /** `held`: kept during a flood (contact-steps/flood.ts), delivered only once released (`npm run leads -- release`). */
  status: 'pending' | 'delivered' | 'failed' | 'held'
  /** When a pending lead is next tried. */
  nextAttemptAt?: string
  /** Who is delivering it now, and until when the claim holds: a claim left by a run that died expires. */
  claim?: { by: string; until: string }
  deliveredAt?: string
  failedAt?: string
  heldAt?: string
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
