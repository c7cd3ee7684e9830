/**
 * Where each send of a lead to an ad platform stands (the lead, then its
 * later stages), read from what the lead's record keeps, for the inbox's
 * lead page (components/team/platform-sends.tsx). Only what the platform
 * accepted is `sent`. Types and stage names only, so the inbox's script
 * carries no platform's code.
 */
import type { ConversionOutcome, PlatformSend } from '../leads/types'
import { isSentStage, type SentStage } from './stages'

export type SendStanding =
  | { state: 'sent'; at: string }
  /** The stage came after the platform's window: never sent. */
  | { state: 'too-late'; why?: string }
  | { state: 'given-up'; why?: string }
  /** Taken for processing; the platform has not said yet whether it counted it. */
  | { state: 'received'; at: string }
  /** Checked by the platform's test mode only: sent for real once it is off. */
  | { state: 'validated' }
  | { state: 'waiting'; attempts: number; why?: string }

export function sendStanding(send: PlatformSend): SendStanding {
  if (send.acceptedAt) return { state: 'sent', at: send.acceptedAt }
  if (send.tooLateAt) return { state: 'too-late', why: send.lastError }
  if (send.gaveUpAt) return { state: 'given-up', why: send.lastError }
  if (send.receivedAt) return { state: 'received', at: send.receivedAt }
  if (send.validatedAt) return { state: 'validated' }
  return { state: 'waiting', attempts: send.attempts, why: send.lastError }
}

/** Each send of a platform: the lead, then its stages. */
export const sendsOf = (outcome: ConversionOutcome): [SentStage, PlatformSend][] => [
  ['lead', outcome],
  ...Object.entries(outcome.stages ?? {}).filter((entry): entry is [SentStage, PlatformSend] => isSentStage(entry[0]) && Boolean(entry[1])),
]
