/**
 * Where each send of a lead's record stands, the lead first, as the inbox's
 * lead page reads it (src/lib/conversions/send-standing.ts): its stage and
 * its standing.
 */
import { sendStanding, sendsOf } from '../../src/lib/conversions/send-standing'
import type { LeadRecord } from '../../src/lib/leads/types'

export const standingsOf = (record: LeadRecord) => Object.values(record.conversions ?? {}).flatMap((outcome) => (outcome ? sendsOf(outcome).map(([stage, send]) => ({ stage, ...sendStanding(send) })) : []))
