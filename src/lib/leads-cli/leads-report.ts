/**
 * What the leads file says about where leads come from (`npm run leads:report`,
 * scripts/leads-report.mjs): leads per channel, per source / medium, per
 * campaign, per Insights article (the form under an article) and per landing page and its campaign, and the Google Ads offline-conversion upload file for the leads
 * that arrived from a Google ad click and whose visitor agreed that Google be told.
 */
import { channelOf, cleanAttribution, isClickId, type Attribution, type Channel } from '../attribution/attribution'

/**
 * A stored lead as the report reads it; `source` is missing on leads stored
 * before attribution, `consent` on leads stored before the form asked for it.
 */
export type ReportLead = {
  id: string
  receivedAt: string
  form?: string
  source?: Attribution & { channel?: Channel }
  landing?: { slug?: unknown; campaign?: unknown }
  consent?: { adMeasurement?: unknown; version?: unknown }
}

export type Count = { label: string; leads: number }

export type LeadsSummary = {
  leads: number
  /** Leads stored before attribution existed, counted apart from `direct`. */
  unattributed: number
  channels: Count[]
  sourceMedium: Count[]
  campaigns: Count[]
  /** Leads from the form under an Insights article, per article address. */
  articles: Count[]
  /** Leads from a landing page's form, per page (its slug) and campaign: "free-evaluation / free-evaluation-2026q4". */
  landingPages: Count[]
}

export const CHANNELS: Channel[] = ['paid', 'email', 'social', 'organic', 'referral', 'direct']

/** The leads in a JSON-lines file's text, each id once; lines that are not a lead are counted, not fatal. */
export function parseLeads(text: string): { leads: ReportLead[]; skipped: number } {
  const byId = new Map<string, ReportLead>()
  let skipped = 0
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    try {
      const lead = JSON.parse(line) as ReportLead
      if (typeof lead?.id !== 'string' || Number.isNaN(Date.parse(lead.receivedAt))) throw new Error('not a lead')
      if (!byId.has(lead.id)) byId.set(lead.id, lead)
    } catch {
      skipped += 1
    }
  }
  return { leads: [...byId.values()], skipped }
}

const channelOfLead = (lead: ReportLead): Channel => {
  const stored = lead.source?.channel
  return stored && CHANNELS.includes(stored) ? stored : channelOf(cleanAttribution(lead.source))
}

/** Google Analytics' way of naming a lead's source and medium, also for untagged visits. */
function sourceMedium(source: Attribution, channel: Channel): string {
  // A host as kept since the referrer is cleaned to one; an origin as leads stored before kept it.
  const host = source.referrer?.replace(/^(https?:\/\/)?(www\.)?/, '')
  const clickSource = source.gclid || source.gbraid || source.wbraid ? 'google' : source.msclkid ? 'bing' : source.fbclid ? 'facebook' : undefined
  const name = source.utmSource ?? clickSource ?? host ?? '(direct)'
  const medium =
    source.utmMedium ?? (clickSource ? 'cpc' : channel === 'organic' ? 'organic' : host ? 'referral' : name === '(direct)' ? '(none)' : '(not set)')
  return `${name} / ${medium}`
}

const tally = (labels: string[]): Count[] => {
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return [...counts].map(([label, leads]) => ({ label, leads })).sort((a, b) => b.leads - a.leads || a.label.localeCompare(b.label))
}

export function summarizeLeads(leads: ReportLead[]): LeadsSummary {
  const attributed = leads.filter((lead) => lead.source && typeof lead.source === 'object')
  const rows = attributed.map((lead) => ({ source: cleanAttribution(lead.source), channel: channelOfLead(lead) }))
  const channels = tally(rows.map((row) => row.channel))
  return {
    leads: leads.length,
    unattributed: leads.length - attributed.length,
    // Every channel is listed, in the same order, so two reports read alike.
    channels: CHANNELS.map((label) => ({ label, leads: channels.find((count) => count.label === label)?.leads ?? 0 })),
    sourceMedium: tally(rows.map((row) => sourceMedium(row.source, row.channel))),
    campaigns: tally(rows.map((row) => row.source.utmCampaign ?? '(not set)')),
    articles: tally(leads.filter((lead) => lead.form === 'article').map((lead) => (lead.source?.formPage ?? '(not set)').split('?')[0])),
    landingPages: tally(leads.filter((lead) => lead.form === 'landing').map((lead) => `${lead.landing?.slug ?? '(not set)'} / ${lead.landing?.campaign ?? '(not set)'}`)),
  }
}

const table = (title: string, counts: Count[], total: number) => {
  const width = Math.max(title.length, ...counts.map((count) => count.label.length))
  const share = (leads: number) => (total ? `${((leads / total) * 100).toFixed(1)}%` : '-')
  return [title, ...counts.map(({ label, leads }) => `  ${label.padEnd(width)}  ${String(leads).padStart(6)}  ${share(leads).padStart(6)}`)].join('\n')
}

export function formatSummary(summary: LeadsSummary): string {
  const attributed = summary.leads - summary.unattributed
  const lines = [`${summary.leads} leads, ${attributed} with attribution`]
  if (summary.unattributed) lines.push(`(${summary.unattributed} stored before attribution existed: left out below)`)
  return [
    lines.join('\n'),
    table('Channel', summary.channels, attributed),
    table('Source / medium', summary.sourceMedium, attributed),
    table('Campaign', summary.campaigns, attributed),
    ...(summary.articles.length ? [table('Insights article', summary.articles, summary.leads)] : []),
    ...(summary.landingPages.length ? [table('Landing page / campaign', summary.landingPages, summary.leads)] : []),
  ].join('\n\n')
}

export type GoogleAdsOptions = {
  /** The conversion action's name in Google Ads, exactly as it is spelled there. */
  conversionName: string
  /** An IANA time zone id; conversion times are written in it. */
  timeZone?: string
  /** Optional value and ISO 4217 currency of each conversion. */
  value?: string
  currency?: string
}

export const DEFAULT_TIME_ZONE = 'Asia/Dubai'

// A spreadsheet reads a cell starting with one of these as a formula (OWASP, "CSV Injection").
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line
 * break, quotes doubled. A value a spreadsheet would run as a formula is
 * neutralised as OWASP describes: a single quote before it, the cell quoted.
 */
export function csvField(value: string): string {
  const formula = FORMULA_START.test(value)
  const text = formula ? `'${value}` : value
  return formula || /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** `yyyy-MM-dd HH:mm:ss` in `timeZone`. */
export function localTime(iso: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(iso))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`
}

// A gclid is left out unless it is one as Google writes them (URL-safe
// base64, attribution's CLICK_ID_RULES): the value is visitor input, and a
// lead kept before that rule may hold anything. One is written as it is,
// even starting with -: letters, digits, _ and - cannot make a formula that
// does anything (no parenthesis, quote or reference), and Google matches a
// click id only as it gave it, never with csvField's leading quote.

/** The visitor ticked the form's ad consent box: only then may an ad platform be told of the lead. */
const consented = (lead: ReportLead) => lead.consent?.adMeasurement === true

/**
 * Google Ads' offline click-conversion import file (support.google.com/google-ads/answer/7014069,
 * its CSV template): a `Parameters:TimeZone=` row, the template's header row,
 * one row per lead with a gclid whose visitor agreed that the ad's platform
 * be told (the form's consent box; a lead kept before the form asked did
 * not), its time in that zone as `yyyy-MM-dd HH:mm:ss`. `withoutConsent`
 * counts the leads with a gclid left out for want of consent.
 */
export function googleAdsCsv(leads: ReportLead[], options: GoogleAdsOptions): { csv: string; rows: number; skipped: number; withoutConsent: number } {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE
  const withGclid = leads.filter((lead) => typeof lead.source?.gclid === 'string')
  const allowed = withGclid.filter(consented)
  const valid = allowed.filter((lead) => isClickId('gclid', lead.source?.gclid))
  const rows = valid.map((lead) =>
    [lead.source?.gclid ?? '', ...[options.conversionName, localTime(lead.receivedAt, timeZone), options.value ?? '', options.currency ?? ''].map(csvField)].join(','),
  )
  const lines = [
    `Parameters:TimeZone=${timeZone}`,
    'Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency',
    ...rows,
  ]
  return { csv: `${lines.join('\r\n')}\r\n`, rows: rows.length, skipped: allowed.length - valid.length, withoutConsent: withGclid.length - allowed.length }
}
