/**
 * The ad platforms in the agency's commands (src/lib/conversions/): what
 * `npm run leads -- status` shows of each platform, what `leads pull` writes
 * of each send (never the visitor's address or browser), what `leads
 * forget` says of a lead a platform was told of, and the report's consent
 * rate per page and leads sent and accepted per platform (`npm run leads:report`).
 */
import { conversionSituation, PLATFORM_NAMES, type PlatformSituation } from '../conversions/conversion-records'
import { AD_PLATFORMS, type AdPlatform } from '../conversions/platforms'
import { when } from '../leads/alerts/alert-text'
import type { LeadRecord } from '../leads/types'

type Sends = Partial<Record<AdPlatform, PlatformSituation>>

/** The status lines: per platform a stored lead was sent to, sent (accepted), waiting and refused (given up), and the last refusal; none when no stored lead was. */
export function platformStatusLines(records: readonly LeadRecord[]): string[] {
  const situation: Sends = conversionSituation(records)
  const platforms = AD_PLATFORMS.filter((platform) => situation[platform])
  // A site that tells no platform sees the status it always had.
  if (platforms.length === 0) return []
  const width = Math.max(...platforms.map((platform) => PLATFORM_NAMES[platform].length))
  return [
    'Ad platforms (kept apart from your own delivery):',
    ...platforms.map((platform) => {
      const seen = situation[platform]!
      const last = seen.waiting && seen.lastError ? `; last refusal (${when(seen.lastErrorAt)}): ${seen.lastError}` : ''
      return `  ${PLATFORM_NAMES[platform].padEnd(width)}  ${seen.sent} sent, ${seen.waiting} waiting, ${seen.refused} refused${last}`
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
        `${PLATFORM_NAMES[platform]} was told of ${count(value)} before: it holds the number only as a one-way code (SHA-256) with the ad's click id, which this command cannot erase there; ask ${PLATFORM_NAMES[platform]} through its own data-deletion channel if the visitor wants that too (docs/deploy.md).`,
    ),
    ...[...stopped].map(([platform, value]) => `The waiting send of ${count(value)} to ${PLATFORM_NAMES[platform]} is stopped: the lead is gone, so it is never sent.`),
  ]
}

/** A lead of the leads file as this part of the report reads it. */
export type ConsentLead = {
  source?: { formPage?: string }
  consent?: { adMeasurement?: unknown }
  delivery?: { conversions?: Partial<Record<string, { attempts?: number; acceptedAt?: string; gaveUpAt?: string }>> }
}

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

/** Per platform: the leads sent to it (tried at least once) and the ones it accepted. */
export function sentPerPlatform(leads: readonly ConsentLead[]) {
  return AD_PLATFORMS.map((platform) => {
    const sends = leads.map((lead) => lead.delivery?.conversions?.[platform]).filter((send) => send && (send.attempts ?? 0) > 0)
    return { platform, sent: sends.length, accepted: sends.filter((send) => send?.acceptedAt).length }
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
      ? ['Ad platforms: leads sent and accepted', ...platforms.map((row) => `  ${PLATFORM_NAMES[row.platform].padEnd(10)}  ${String(row.sent).padStart(6)} sent  ${String(row.accepted).padStart(6)} accepted`)].join('\n')
      : 'Ad platforms: what each was sent is in a file written by `npm run leads -- pull`, not in the leads file',
  ].join('\n')
}
