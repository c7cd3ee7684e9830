/**
 * Visitors, leads and conversion per landing page, campaign and variant
 * (`npm run leads:report`): leads from the leads file (the store's ground
 * truth, `npm run leads -- pull`), visitors from Plausible's Stats API when
 * PLAUSIBLE_API_KEY is set (plausible-stats.ts), each page's rate with its
 * 95% interval, and each variant set against its original in words
 * (conversion-stats.ts). Pages are those in content/landing/ and any page a
 * lead or a visit names.
 *
 * Campaigns are judged by customers too: per page, campaign and variant,
 * the leads the team qualified and won (the inbox's stages, kept on each
 * lead), the value won in AED, the qualified rate per visitor and per lead,
 * and the median minutes to the first call; each variant's verdict is
 * given on leads and on qualified leads, each saying which; and per ad
 * platform, what it was sent (conversion-report.ts). A pure function of
 * the leads and the visitors, so the inbox can show the same report.
 */
import fs from 'node:fs'
import path from 'node:path'
import { entryOf, placeOf } from '../content/entry'
import { LANDING, originalOf, type LandingEntry } from '../content/landing-model'
import { splitLocalePath, type Locale, isLocale } from '../i18n/locales'
import { editionName } from '../leads/lead-text'
import { LANDING_PREFIX, isLandingId, landingPath } from '../landing/landing'
import { DETECTABLE_LIFT, requiredVisitors, twoProportionTest, wilsonInterval, type Interval } from './conversion-stats'
import { platformName } from '../conversions/platforms'
import { sentPerPlatform, type ConsentLead, type PlatformSends } from './conversion-report'
import { localTime, type ReportLead } from './leads-report'

export type PageRow = {
  path: string
  language: Locale
  /** The page under test: a variant's original, or the page itself. */
  slug: string
  campaign: string
  /** The page itself. */
  variant: string
  visitors: number | null
  leads: number
  conversionRate: number | null
  interval: Interval | null
  /** Leads the team qualified (a Qualified, a Meeting booked or a Won, or Lost after one of them), and won. */
  qualified: number
  won: number
  /** The Won leads' value, in AED. */
  value: number
  qualifiedPerVisitor: number | null
  qualifiedPerLead: number | null
  /** The median of the minutes from each lead to its first call, of the leads called. */
  medianMinutesToFirstContact: number | null
}

/** What a variant is judged on. */
export type Measure = 'leads' | 'qualified'

export type Verdict = 'not-enough-visitors' | 'variant-better' | 'variant-worse' | 'no-difference'

export type Comparison = {
  /** What is compared: form fills (`leads`) or the leads the team qualified. */
  measure: Measure
  language: Locale
  campaign: string
  original: string
  variant: string
  requiredVisitors: number
  z: number | null
  pValue: number | null
  verdict: Verdict
  /** The verdict in words. */
  text: string
}

/** `stagesKnown`: some lead in the range has a stage from the inbox; without, qualified and won say nothing yet, and no variant is judged on them. */
export type CampaignReport = { from: string; to: string; visitorsCounted: boolean; stagesKnown: boolean; pages: PageRow[]; comparisons: Comparison[]; platforms: PlatformSends[] }

/** The published landing pages in `dir` (content/landing/), each language's file as its entry (src/lib/content/entry.ts); drafts are never shown here. */
export function landingPagesOnDisk(dir: string): LandingEntry[] {
  if (!fs.existsSync(dir)) return []
  // The languages' folders, as the build reads them (content/landing/<lang>/<slug>.json).
  const files = fs.readdirSync(dir).filter(isLocale).flatMap((language) => fs.readdirSync(path.join(dir, language)).filter((file) => file.endsWith('.json')).sort().map((file) => path.join(dir, language, file)))
  return files.flatMap((at) => {
    const place = placeOf(path.relative(process.cwd(), at))
    const page = place && entryOf<typeof LANDING.type>(place, JSON.parse(fs.readFileSync(at, 'utf8')) as Record<string, unknown>, false)
    return page?.published ? [page] : []
  })
}

/** The last `days` days up to today in `timeZone`, as YYYY-MM-DD. */
export function lastDays(days: number, timeZone: string, now = new Date()): { from: string; to: string } {
  const day = (date: Date) => localTime(date.toISOString(), timeZone).slice(0, 10)
  return { from: day(new Date(now.getTime() - (days - 1) * 86_400_000)), to: day(now) }
}

/** What the inbox kept of a lead, as a pull writes it (pulled-lead.ts's pulledStage): its stage, a Won's value in AED, the minutes to its first call, its changes. */
export type TeamStage = { stage?: string; value?: number; firstContactMinutes?: number; history?: { to?: string }[] }

/**
 * A stored lead as this report reads it (pulled-lead.ts writes it so): its
 * edition, a landing page's variant, and what the inbox keeps (`team`). A
 * leads file written by the contact form has no `team`.
 */
export type CampaignLead = ReportLead &
  ConsentLead & {
    language?: string
    landing?: { slug?: unknown; campaign?: unknown; variant?: unknown }
    team?: TeamStage
  }

const QUALIFIED_STAGES = ['qualified', 'meeting', 'won']

/** Qualified by the team: now at a stage past it, or Lost after reaching one (a Junk was never a lead worth having). */
export function wasQualified({ stage, history }: TeamStage = {}): boolean {
  if (QUALIFIED_STAGES.includes(stage ?? '')) return true
  return stage === 'lost' && (history ?? []).some((change) => QUALIFIED_STAGES.includes(change.to ?? ''))
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

type Tally = { leads: number; qualified: number; won: number; value: number; minutes: number[] }

type Options = { leads: CampaignLead[]; pages: readonly Pick<LandingEntry, 'slug' | 'language' | 'values'>[]; visitors?: Map<string, number>; from: string; to: string; timeZone: string }

/** The landing pages' figures and the variants' verdicts. */
export function campaignReport({ leads, pages, visitors, from, to, timeZone }: Options): CampaignReport {
  const rows = new Map<string, Pick<PageRow, 'path' | 'language' | 'slug' | 'campaign' | 'variant'> & Tally>()
  const add = (language: Locale, own: string, slug: string, campaign: string) => {
    const at = landingPath(own, language)
    if (!rows.has(at)) rows.set(at, { path: at, language, slug, campaign, variant: own, leads: 0, qualified: 0, won: 0, value: 0, minutes: [] })
    return rows.get(at)!
  }
  const inRange: CampaignLead[] = []
  for (const page of pages) add(page.language, page.slug, originalOf(page), page.values.campaign ?? '')
  for (const lead of leads) {
    const day = localTime(lead.receivedAt, timeZone).slice(0, 10)
    const { slug, campaign, variant } = lead.landing ?? {}
    if (lead.form !== 'landing' || day < from || day > to || !isLandingId(slug)) continue
    const own = isLandingId(variant) ? variant : slug
    const row = add(isLocale(lead.language) ? lead.language : 'en', own, slug, typeof campaign === 'string' ? campaign : '(not set)')
    const { stage, value, firstContactMinutes } = lead.team ?? {}
    row.leads += 1
    if (wasQualified(lead.team)) row.qualified += 1
    if (stage === 'won') {
      row.won += 1
      if (typeof value === 'number' && Number.isFinite(value)) row.value += value
    }
    if (typeof firstContactMinutes === 'number' && Number.isFinite(firstContactMinutes)) row.minutes.push(firstContactMinutes)
    inRange.push(lead)
  }
  for (const visited of visitors?.keys() ?? []) {
    const { locale, path: page } = splitLocalePath(visited)
    const own = page.slice(LANDING_PREFIX.length).split('/')[0]
    if (page.startsWith(LANDING_PREFIX) && isLandingId(own)) add(locale, own, own, '(unknown)')
  }
  const table: PageRow[] = [...rows.values()]
    .map(({ minutes, ...row }) => {
      const seen = visitors ? (visitors.get(row.path) ?? 0) : null
      return {
        ...row,
        visitors: seen,
        conversionRate: seen ? row.leads / seen : null,
        interval: seen ? wilsonInterval(Math.min(row.leads, seen), seen) : null,
        qualifiedPerVisitor: seen ? row.qualified / seen : null,
        qualifiedPerLead: row.leads ? row.qualified / row.leads : null,
        medianMinutesToFirstContact: median(minutes),
      }
    })
    .sort((a, b) => a.campaign.localeCompare(b.campaign) || a.slug.localeCompare(b.slug) || Number(a.slug !== a.variant) - Number(b.slug !== b.variant) || a.path.localeCompare(b.path))
  const stagesKnown = inRange.some((lead) => typeof lead.team?.stage === 'string')
  const comparisons = visitors ? [...compare(table, 'leads'), ...(stagesKnown ? compare(table, 'qualified') : [])] : []
  return { from, to, visitorsCounted: Boolean(visitors), stagesKnown, pages: table, comparisons, platforms: sentPerPlatform(inRange) }
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`
const count = (value: number) => value.toLocaleString('en')

const MEASURE_WORDS: Record<Measure, { noun: string; verb: string }> = {
  leads: { noun: 'leads', verb: 'converts' },
  qualified: { noun: 'qualified leads', verb: 'brings qualified leads' },
}

/** Each variant against its original in the same language, on `measure` per visitor. */
function compare(pages: PageRow[], measure: Measure): Comparison[] {
  const { noun, verb } = MEASURE_WORDS[measure]
  return pages.flatMap((variant): Comparison[] => {
    const original = pages.find((page) => page.language === variant.language && page.variant === variant.slug)
    if (variant.slug === variant.variant || !original || original.visitors === null || variant.visitors === null) return []
    const rate = (page: PageRow) => (page.visitors ? page[measure] / page.visitors : 0)
    const base = rate(original)
    const needed = requiredVisitors(base)
    const common = { measure, language: variant.language, campaign: variant.campaign, original: original.path, variant: variant.path, requiredVisitors: needed }
    const rates = `On ${noun}, ${percent(rate(variant))} of visitors against ${percent(base)}`
    if (Math.min(original.visitors, variant.visitors) < needed) {
      return [{
        ...common,
        z: null,
        pValue: null,
        verdict: 'not-enough-visitors',
        text: `${rates}: not enough visitors yet. The test needs ${count(needed)} visitors on each page to tell a ${DETECTABLE_LIFT * 100}% difference from chance (95% confidence, 80% power); it has ${count(variant.visitors)} and ${count(original.visitors)}.`,
      }]
    }
    const { z, pValue } = twoProportionTest({ leads: variant[measure], visitors: variant.visitors }, { leads: original[measure], visitors: original.visitors })
    const figures = `z = ${z.toFixed(2)}, p = ${pValue < 0.001 ? '< 0.001' : pValue.toFixed(3)}`
    const verdict: Verdict = pValue >= 0.05 ? 'no-difference' : z > 0 ? 'variant-better' : 'variant-worse'
    const text = {
      'variant-better': `${rates}: the variant ${verb} better (${figures}), a difference chance would make less than 1 time in 20.`,
      'variant-worse': `${rates}: the variant ${verb} worse (${figures}), a difference chance would make less than 1 time in 20.`,
      'no-difference': `${rates}: no difference found (${figures}); with ${count(Math.min(original.visitors, variant.visitors))} visitors a page, the two do alike on ${noun} as far as the test can tell.`,
    }[verdict]
    return [{ ...common, z, pValue, verdict, text }]
  })
}

/** How to add visitors, when the report has none. */
export const VISITORS_HINT =
  'Visitors and conversion rates need Plausible: set PLAUSIBLE_API_KEY (a Stats API key, from Plausible > Account settings > API keys) and PLAUSIBLE_DOMAIN (the site as registered there; PLAUSIBLE_HOST too for a self-hosted Plausible), then run the report again.'

export const EARLY_STOPPING_WARNING =
  'Decide only once both pages have the visitors stated. Looking every day and stopping the first time one page is ahead finds differences that are not there; and run a test through whole weeks, as weekdays and weekends convert differently.'

/** `text` in lines of at most `width` characters, each after `indent`. */
function wrap(text: string, indent: string, width = 96): string {
  const lines: string[] = []
  for (const word of text.split(' ')) {
    const last = lines.length - 1
    if (last >= 0 && lines[last].length + word.length + 1 <= width) lines[last] += ` ${word}`
    else lines.push(word)
  }
  return lines.map((line) => `${indent}${line}`).join('\n')
}

/** The report as the agency reads it in a terminal. */
export function formatCampaignReport(report: CampaignReport): string {
  const title = `Landing pages, ${report.from} to ${report.to}${report.visitorsCounted ? ' (visitors from Plausible, leads from the leads file)' : ' (leads from the leads file)'}`
  const label = (row: PageRow) => (row.slug === row.variant ? row.path : `${row.path} (variant of ${row.slug})`)
  const width = Math.max(4, ...report.pages.map((row) => label(row).length))
  const campaignWidth = Math.max(8, ...report.pages.map((row) => row.campaign.length))
  const header = `  ${'Page'.padEnd(width)}  ${'Campaign'.padEnd(campaignWidth)}  ${report.visitorsCounted ? `${'Visitors'.padStart(8)}  ` : ''}${'Leads'.padStart(5)}${report.visitorsCounted ? '  Conversion (95% interval)' : ''}`
  const lines = report.pages.map((row) => {
    const rate = row.conversionRate === null || !row.interval ? '-' : `${percent(row.conversionRate)} (${percent(row.interval.low)} to ${percent(row.interval.high)})`
    const visitors = report.visitorsCounted ? `${count(row.visitors ?? 0).padStart(8)}  ` : ''
    return `  ${label(row).padEnd(width)}  ${row.campaign.padEnd(campaignWidth)}  ${visitors}${String(row.leads).padStart(5)}${report.visitorsCounted ? `  ${rate}` : ''}`
  })
  const sections = [[title, header, ...lines].join('\n'), report.stagesKnown ? customersTable(report, label, width) : 'Leads that became customers: no lead here has a stage yet (the team inbox records Qualified, Won and its value).']
  if (!report.visitorsCounted) sections.push(wrap(VISITORS_HINT, ''))
  else if (report.comparisons.length) {
    sections.push(
      [
        'Variants against their originals',
        ...report.comparisons.map((comparison) => `  ${comparison.variant} against ${comparison.original} (${editionName(comparison.language)}), on ${MEASURE_WORDS[comparison.measure].noun}:\n${wrap(comparison.text, '    ')}`),
        wrap(EARLY_STOPPING_WARNING, '  '),
      ].join('\n'),
    )
  }
  if (report.platforms.some((row) => row.sent || row.stagesSent)) sections.push(platformsTable(report.platforms))
  return sections.join('\n\n')
}

const rateOrDash = (rate: number | null) => (rate === null ? '-' : percent(rate))

/** Per page: the leads that the team qualified and won, the value, the rates and the time to the first call. */
function customersTable(report: CampaignReport, label: (row: PageRow) => string, width: number): string {
  const columns = ['Leads', 'Qualified', 'Won', 'Value (AED)', 'Qualified/visitor', 'Qualified/lead', 'First call (median min)']
  const cells = (row: PageRow) => [
    count(row.leads),
    count(row.qualified),
    count(row.won),
    count(row.value),
    report.visitorsCounted ? rateOrDash(row.qualifiedPerVisitor) : '-',
    rateOrDash(row.qualifiedPerLead),
    row.medianMinutesToFirstContact === null ? '-' : count(Math.round(row.medianMinutesToFirstContact)),
  ]
  const line = (first: string, values: string[]) => `  ${first.padEnd(width)}  ${values.map((value, index) => value.padStart(columns[index].length)).join('  ')}`
  return ['Leads that became customers (stages from the inbox)', line('Page', columns), ...report.pages.map((row) => line(label(row), cells(row)))].join('\n')
}

/** Per ad platform: the leads and stages it was sent, and what became of them. */
function platformsTable(rows: readonly PlatformSends[]): string {
  const columns = ['Leads sent', 'Stages sent', 'Accepted', 'Refused', 'Too late']
  const width = Math.max(...rows.map((row) => platformName(row.platform).length))
  const line = (first: string, values: (string | number)[]) => `  ${first.padEnd(width)}  ${values.map((value, index) => String(value).padStart(columns[index].length)).join('  ')}`
  return ['Ad platforms: what each was sent of these leads', line('', columns), ...rows.map((row) => line(platformName(row.platform), [row.sent, row.stagesSent, row.accepted, row.refused, row.tooLate]))].join('\n')
}

/** `--json`: the same figures for a spreadsheet or a script. */
export const campaignReportJson = (report: CampaignReport) => ({
  from: report.from,
  to: report.to,
  stagesKnown: report.stagesKnown,
  pages: report.pages,
  comparisons: report.comparisons,
  platforms: report.platforms,
})
