/**
 * Visitors, leads and conversion per landing page, campaign and variant
 * (`npm run leads:report`): leads from the leads file (the store's ground
 * truth, `npm run leads -- pull`), visitors from Plausible's Stats API when
 * PLAUSIBLE_API_KEY is set (plausible-stats.ts), each page's rate with its
 * 95% interval, and each variant set against its original in words
 * (conversion-stats.ts). Pages are those in content/landing/ and any page a
 * lead or a visit names.
 */
import fs from 'node:fs'
import path from 'node:path'
import { entryOf, placeOf } from '../content/entry'
import { LANDING, originalOf, type LandingEntry } from '../content/landing-model'
import { splitLocalePath, type Locale, isLocale } from '../i18n/locales'
import { editionName } from '../leads/lead-text'
import { LANDING_PREFIX, isLandingId, landingPath } from '../landing/landing'
import { DETECTABLE_LIFT, requiredVisitors, twoProportionTest, wilsonInterval, type Interval } from './conversion-stats'
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
}

export type Verdict = 'not-enough-visitors' | 'variant-better' | 'variant-worse' | 'no-difference'

export type Comparison = {
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

export type CampaignReport = { from: string; to: string; visitorsCounted: boolean; pages: PageRow[]; comparisons: Comparison[] }

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

/** A stored lead as this report reads it: its edition, and a landing page's variant too. */
export type CampaignLead = ReportLead & { language?: string; landing?: { slug?: unknown; campaign?: unknown; variant?: unknown } }

type Options = { leads: CampaignLead[]; pages: readonly Pick<LandingEntry, 'slug' | 'language' | 'values'>[]; visitors?: Map<string, number>; from: string; to: string; timeZone: string }

/** The landing pages' figures and the variants' verdicts. */
export function campaignReport({ leads, pages, visitors, from, to, timeZone }: Options): CampaignReport {
  const rows = new Map<string, Omit<PageRow, 'visitors' | 'leads' | 'conversionRate' | 'interval'> & { leads: number }>()
  const add = (language: Locale, own: string, slug: string, campaign: string) => {
    const at = landingPath(own, language)
    if (!rows.has(at)) rows.set(at, { path: at, language, slug, campaign, variant: own, leads: 0 })
    return rows.get(at)!
  }
  for (const page of pages) add(page.language, page.slug, originalOf(page), page.values.campaign ?? '')
  for (const lead of leads) {
    const day = localTime(lead.receivedAt, timeZone).slice(0, 10)
    const { slug, campaign, variant } = lead.landing ?? {}
    if (lead.form !== 'landing' || day < from || day > to || !isLandingId(slug)) continue
    const own = isLandingId(variant) ? variant : slug
    add(isLocale(lead.language) ? lead.language : 'en', own, slug, typeof campaign === 'string' ? campaign : '(not set)').leads += 1
  }
  for (const visited of visitors?.keys() ?? []) {
    const { locale, path: page } = splitLocalePath(visited)
    const own = page.slice(LANDING_PREFIX.length).split('/')[0]
    if (page.startsWith(LANDING_PREFIX) && isLandingId(own)) add(locale, own, own, '(unknown)')
  }
  const table: PageRow[] = [...rows.values()]
    .map((row) => {
      const seen = visitors ? (visitors.get(row.path) ?? 0) : null
      return {
        ...row,
        visitors: seen,
        conversionRate: seen ? row.leads / seen : null,
        interval: seen ? wilsonInterval(Math.min(row.leads, seen), seen) : null,
      }
    })
    .sort((a, b) => a.campaign.localeCompare(b.campaign) || a.slug.localeCompare(b.slug) || Number(a.slug !== a.variant) - Number(b.slug !== b.variant) || a.path.localeCompare(b.path))
  return { from, to, visitorsCounted: Boolean(visitors), pages: table, comparisons: visitors ? compare(table) : [] }
}

const percent = (rate: number) => `${(rate * 100).toFixed(1)}%`
const count = (value: number) => value.toLocaleString('en')

/** Each variant against its original in the same language. */
function compare(pages: PageRow[]): Comparison[] {
  return pages.flatMap((variant): Comparison[] => {
    const original = pages.find((page) => page.language === variant.language && page.variant === variant.slug)
    if (variant.slug === variant.variant || !original || original.visitors === null || variant.visitors === null) return []
    const base = original.visitors ? original.leads / original.visitors : 0
    const needed = requiredVisitors(base)
    const common = { language: variant.language, campaign: variant.campaign, original: original.path, variant: variant.path, requiredVisitors: needed }
    const rates = `${percent(variant.conversionRate ?? 0)} against ${percent(original.conversionRate ?? 0)}`
    if (Math.min(original.visitors, variant.visitors) < needed) {
      return [{
        ...common,
        z: null,
        pValue: null,
        verdict: 'not-enough-visitors',
        text: `${rates}: not enough visitors yet. The test needs ${count(needed)} visitors on each page to tell a ${DETECTABLE_LIFT * 100}% difference from chance (95% confidence, 80% power); it has ${count(variant.visitors)} and ${count(original.visitors)}.`,
      }]
    }
    const { z, pValue } = twoProportionTest({ leads: variant.leads, visitors: variant.visitors }, { leads: original.leads, visitors: original.visitors })
    const figures = `z = ${z.toFixed(2)}, p = ${pValue < 0.001 ? '< 0.001' : pValue.toFixed(3)}`
    const verdict: Verdict = pValue >= 0.05 ? 'no-difference' : z > 0 ? 'variant-better' : 'variant-worse'
    const text = {
      'variant-better': `${rates}: the variant converts better (${figures}), a difference chance would make less than 1 time in 20.`,
      'variant-worse': `${rates}: the variant converts worse (${figures}), a difference chance would make less than 1 time in 20.`,
      'no-difference': `${rates}: no difference found (${figures}); with ${count(Math.min(original.visitors, variant.visitors))} visitors a page, the two convert alike as far as the test can tell.`,
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
  const sections = [[title, header, ...lines].join('\n')]
  if (!report.visitorsCounted) sections.push(wrap(VISITORS_HINT, ''))
  else if (report.comparisons.length) {
    sections.push(
      [
        'Variants against their originals',
        ...report.comparisons.map((comparison) => `  ${comparison.variant} against ${comparison.original} (${editionName(comparison.language)}):\n${wrap(comparison.text, '    ')}`),
        wrap(EARLY_STOPPING_WARNING, '  '),
      ].join('\n'),
    )
  }
  return sections.join('\n\n')
}

/** `--json`: the same figures for a spreadsheet or a script. */
export const campaignReportJson = (report: CampaignReport) => ({
  from: report.from,
  to: report.to,
  pages: report.pages.map(({ path: at, slug, campaign, variant, visitors, leads, conversionRate, interval, language }) => ({ path: at, slug, campaign, variant, visitors, leads, conversionRate, interval, language })),
  comparisons: report.comparisons,
})
