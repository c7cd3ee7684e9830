// Where the leads came from (`npm run leads:report -- [FILE] [options]`):
// leads per channel, source / medium and campaign from a leads file
// (default .leads/leads.jsonl, as LEADS_FILE writes it), and with
// --google-ads-csv the Google Ads offline-conversion upload file for the
// leads that carry a gclid and whose visitor ticked the form's consent box
// (superseded by the Data Manager API route: docs/leads.md); the consent to
// ad measurement per page, and what each ad platform was sent and accepted
// (src/lib/leads-cli/conversion-report.ts). The work is done in
// src/lib/leads-cli/leads-report.ts.
//
//   --google-ads-csv OUT     write the upload file to OUT
//   --conversion-name NAME   the conversion action's name in Google Ads (default "Lead")
//   --time-zone ZONE         IANA time zone of the conversion times (default Asia/Dubai)
//   --conversion-value N     a value for every conversion (default: none)
//   --currency CODE          its ISO 4217 currency, such as AED
//   --from DAY, --to DAY     the landing pages' days (YYYY-MM-DD, in --time-zone; default the last 30 days)
//   --json                   print the landing pages' figures and verdicts as JSON, nothing else
//
// The landing pages' visitors, leads and conversion rates (and each variant
// against its original) come from src/lib/leads-cli/campaign-report.ts; with
// PLAUSIBLE_API_KEY (and PLAUSIBLE_DOMAIN, PLAUSIBLE_HOST) the visitors are
// read from Plausible's Stats API, without it the report says how to add them.
import { readFileSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import { parseArgs } from 'node:util'

register('./typescript-hooks.mjs', import.meta.url)
const { DEFAULT_TIME_ZONE, formatSummary, googleAdsCsv, parseLeads, summarizeLeads } = await import('../src/lib/leads-cli/leads-report.ts')
const { landingReport } = await import('../src/lib/leads-cli/campaign-cli.ts')
const { formatConsentReport } = await import('../src/lib/leads-cli/conversion-report.ts')

function fail(message) {
  console.error(`leads:report: ${message}`)
  process.exit(1)
}

let options
try {
  options = parseArgs({
    allowPositionals: true,
    options: {
      'google-ads-csv': { type: 'string' },
      'conversion-name': { type: 'string', default: 'Lead' },
      'time-zone': { type: 'string', default: DEFAULT_TIME_ZONE },
      'conversion-value': { type: 'string' },
      currency: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  })
} catch (error) {
  fail(error.message)
}
const { values, positionals } = options
if (positionals.length > 1) fail(`one leads file at a time, got ${positionals.join(', ')}`)
const file = positionals[0] ?? '.leads/leads.jsonl'
const value = values['conversion-value']
if (value !== undefined && !/^\d+(\.\d+)?$/.test(value)) fail(`--conversion-value must be a number, got ${value}`)
if (values.currency !== undefined && !/^[A-Z]{3}$/.test(values.currency)) fail(`--currency must be an ISO 4217 code such as AED`)
if (!values['conversion-name'].trim()) fail('--conversion-name must not be empty')
try {
  new Intl.DateTimeFormat('en', { timeZone: values['time-zone'] })
} catch {
  fail(`unknown time zone ${values['time-zone']}`)
}

let text
try {
  text = readFileSync(file, 'utf8')
} catch (error) {
  fail(`cannot read ${file}: ${error.code ?? error.message}`)
}
const { leads, skipped } = parseLeads(text)
let landing
try {
  landing = await landingReport({ leads, from: values.from, to: values.to, timeZone: values['time-zone'], env: process.env })
} catch (error) {
  fail(error.message)
}
if (values.json) {
  console.log(JSON.stringify(landing.json, null, 2))
  process.exit(0)
}
console.log(`${file}${skipped ? ` (skipped ${skipped} ${skipped === 1 ? 'line that is' : 'lines that are'} not a lead)` : ''}\n`)
console.log(formatSummary(summarizeLeads(leads)))
console.log(`\n${formatConsentReport(leads)}`)
console.log(`\n${landing.text}`)

const out = values['google-ads-csv']
if (out) {
  const upload = googleAdsCsv(leads, {
    conversionName: values['conversion-name'],
    timeZone: values['time-zone'],
    value,
    currency: values.currency,
  })
  writeFileSync(out, upload.csv)
  const left = [
    upload.withoutConsent ? `${upload.withoutConsent} with a gclid but without the visitor's consent to tell Google` : '',
    upload.skipped ? `${upload.skipped} with a gclid that is not a Google click id` : '',
  ]
    .filter(Boolean)
    .map((part) => `; ${part} left out`)
    .join('')
  console.log(`\nGoogle Ads upload: ${upload.rows} conversions written to ${out}${left}`)
}
