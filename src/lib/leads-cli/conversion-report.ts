/**
 * The ad platforms in the agency's commands (src/lib/conversions/): what
 * `npm run leads -- status` shows of each platform, what `leads pull` writes
 * of each send (never the visitor's address or browser), what `leads
 * forget` says of a lead a platform was told of, and the report's consent
 * rate per page and leads sent and accepted per platform (`npm run leads:report`).
 */
import { conversionSituation, type PlatformSituation } from '../conversions/conversion-records'
import { AD_PLATFORMS, platformName, type AdPlatform } from '../conversions/platforms'
import { when } from '../leads/alerts/alert-text'
import type { LeadRecord } from '../leads/types'

type Sends = Partial<Record<AdPlatform, PlatformSituation>>

/**
 * The status lines: per platform a stored lead was sent to, the leads sent
 * (accepted: the platform said it counts them), received (taken, its
 * verdict not known yet), validated (test mode only), waiting and refused
 * (given up); the stages sent, waiting, refused and too late; the last
 * refusal and the last processing error. None when no stored lead was sent.
 */
export function platformStatusLines(records: readonly LeadRecord[]): string[] {
  const situation: Sends = conversionSituation(records)
  const platforms = AD_PLATFORMS.filter((platform) => situation[platform])
  // A site that tells no platform sees the status it always had.
  if (platforms.length === 0) return []
  const width = Math.max(...platforms.map((platform) => platformName(platform).length))
  return [
    'Ad platforms (kept apart from your own delivery; "sent" means the platform said it counts it):',
    ...platforms.flatMap((platform) => {
      const seen = situation[platform]!
      const notYet = [seen.received && `${seen.received} received, not yet confirmed`, seen.validated && `${seen.validated} validated only (test mode)`].filter(Boolean)
      const last = (seen.waiting || seen.stagesWaiting) && seen.lastError ? `; last refusal (${when(seen.lastErrorAt)}): ${seen.lastError}` : ''
      const stages = seen.stagesSent + seen.stagesWaiting + seen.stagesRefused + seen.tooLate
      return [
        `  ${platformName(platform).padEnd(width)}  ${[`${seen.sent} sent`, ...notYet, `${seen.waiting} waiting`, `${seen.refused} refused`].join(', ')}${last}`,
        ...(stages ? [`  ${''.padEnd(width)}  stages: ${seen.stagesSent} sent, ${seen.stagesWaiting} waiting, ${seen.stagesRefused} refused, ${seen.tooLate} too late`] : []),
        ...(seen.processingError ? [`  ${''.padEnd(width)}  processing error (${when(seen.processingErrorAt)}): ${seen.processingError}`] : []),
      ]
    }),
  ]
}

/** What `leads pull` writes of each send: the outcome, never the visitor's signals. */
export function pulledConversions(record: LeadRecord) {
  const entries = Object.entries(record.conversions ?? {}).map(([platform, outcome]) => {
    const kept = { ...outcome }
    delete kept.visitor
    return [platform, kept] as const
  })
  return entries.length ? { conversions: Object.fromEntries(entries) } : {}
}

/** What `leads forget` adds for the erased leads a platform was told of, or waited for. */
export function forgetConversionLines(records: readonly LeadRecord[]): string[] {
  const sent = new Map<AdPlatform, number>()
  const stopped = new Map<AdPlatform, number>()
  for (const record of records) {
    for (const [platform, outcome] of Object.entries(record.conversions ?? {}) as [AdPlatform, NonNullable<LeadRecord['conversions']>[AdPlatform]][]) {
      if (outcome?.acceptedAt) sent.set(platform, (sent.get(platform) ?? 0) + 1)
      else if (outcome && !outcome.gaveUpAt) stopped.set(platform, (stopped.get(platform) ?? 0) + 1)
    }
  }
  const count = (value: number) => (value === 1 ? '1 lead' : `${value} leads`)
  return [
    ...[...sent].map(
      ([platform, value]) =>
        `${platformName(platform)} was told of ${count(value)} before: it holds the number only as a one-way code (SHA-256) with the ad's click id, which this command cannot erase there; ask ${platformName(platform)} through its own data-deletion channel if the visitor wants that too (docs/deploy.md).`,
    ),
    ...[...stopped].map(([platform, value]) => `The waiting send of ${count(value)} to ${platformName(platform)} is stopped: the lead is gone, so it is never sent.`),
  ]
}

/** A lead of the leads file as this part of the report reads it. */
export type ConsentLead = {
  source?: { formPage?: string }
  consent?: { adMeasurement?: unknown }
  delivery?: { conversions?: Partial<Record<string, PulledSend & { stages?: Partial<Record<string, PulledSend>> }>> }
}

type PulledSend = { attempts?: number; acceptedAt?: string; gaveUpAt?: string; tooLateAt?: string }

/** What one platform was sent of a file's leads: leads and stages tried, and of those sends, accepted, refused (given up) and too late (never sent). */
export type PlatformSends = { platform: AdPlatform; sent: number; stagesSent: number; accepted: number; refused: number; tooLate: number }

const share = (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}%` : '-')

/** Per form page (its path, without the query): the leads asked for consent, and the share that gave it. */
export function consentByPage(leads: readonly ConsentLead[]) {
  const pages = new Map<string, { asked: number; consented: number }>()
  for (const lead of leads) {
    if (!lead.consent || typeof lead.consent !== 'object') continue
    const page = (lead.source?.formPage ?? '(not set)').split(/[?#]/)[0]
    const row = pages.get(page) ?? { asked: 0, consented: 0 }
    row.asked += 1
    if (lead.consent.adMeasurement === true) row.consented += 1
    pages.set(page, row)
  }
  return [...pages].map(([page, row]) => ({ page, ...row })).sort((a, b) => b.asked - a.asked || a.page.localeCompare(b.page))
}

/** Per platform: the leads and stages sent to it (tried at least once), and of every send, the ones it accepted, refused for good, and too late. */
export function sentPerPlatform(leads: readonly ConsentLead[]): PlatformSends[] {
  return AD_PLATFORMS.map((platform) => {
    const outcomes = leads.map((lead) => lead.delivery?.conversions?.[platform]).filter((send) => send !== undefined)
    const stages = outcomes.flatMap((send) => Object.values(send.stages ?? {})).filter((send) => send !== undefined)
    const tried = (send: PulledSend) => (send.attempts ?? 0) > 0
    const all = [...outcomes, ...stages]
    return {
      platform,
      sent: outcomes.filter(tried).length,
      stagesSent: stages.filter(tried).length,
      accepted: all.filter((send) => send.acceptedAt).length,
      refused: all.filter((send) => send.gaveUpAt).length,
      tooLate: all.filter((send) => send.tooLateAt).length,
    }
  })
}

export function formatConsentReport(leads: readonly ConsentLead[]): string {
  const pages = consentByPage(leads)
  if (pages.length === 0) return 'Ad measurement consent: no lead in this file was asked (the box shows once an ad platform is configured)'
  const width = Math.max('Form page'.length, ...pages.map((row) => row.page.length))
  const platforms = sentPerPlatform(leads)
  const pulled = leads.some((lead) => lead.delivery)
  return [
    `Ad measurement consent per page\n  ${'Form page'.padEnd(width)}  ${'asked'.padStart(6)}  ${'agreed'.padStart(6)}  ${'rate'.padStart(6)}`,
    ...pages.map((row) => `  ${row.page.padEnd(width)}  ${String(row.asked).padStart(6)}  ${String(row.consented).padStart(6)}  ${share(row.consented, row.asked).padStart(6)}`),
    '',
    pulled
      ? ['Ad platforms: leads sent and accepted', ...platforms.map((row) => `  ${platformName(row.platform).padEnd(10)}  ${String(row.sent).padStart(6)} sent  ${String(row.accepted).padStart(6)} accepted`)].join('\n')
      : 'Ad platforms: what each was sent is in a file written by `npm run leads -- pull`, not in the leads file',
  ].join('\n')
}
