/**
 * The work of `npm run leads -- <command>` (scripts/leads.mjs) on the
 * production store, from the agency's machine: download every stored lead
 * (pull), erase a visitor's leads on request (forget), and list the leads no
 * target would take for three days (failed). `status` is leads-status.ts.
 */
import maxMetadata from 'libphonenumber-js/max/metadata'
import site from '../../../content/site.json'
import { countryName } from '../contact/country-names'
import { checkPhoneWith, isCountryCodeIn } from '../contact/phone-check'
import { landingAddress } from '../leads/lead-text'
import { contactMessages } from '../leads/http/contact-server-copy'
import { STORE_NAME, type BlobsContext } from '../leads/store/blobs-store'
import { runStores, type RunStores } from '../leads/store/choose-store'
import type { LeadRecord, LeadRecordStore } from '../leads/types'
import { forgetConversionLines } from './conversion-report'
import { pulledLead } from './pulled-lead'

/**
 * The store to read: Netlify's, with a site id and a personal access token
 * (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN), or a local Blobs server at
 * LEADS_BLOBS_URL (the tests'; its token is then NETLIFY_AUTH_TOKEN too).
 */
function cliContext(env: NodeJS.ProcessEnv): BlobsContext | string {
  const local = env.LEADS_BLOBS_URL
  const siteID = env.NETLIFY_SITE_ID
  const token = env.NETLIFY_AUTH_TOKEN
  if (!siteID || !token) return 'set NETLIFY_SITE_ID (Site configuration > Site details) and NETLIFY_AUTH_TOKEN (User settings > Applications > Personal access tokens)'
  return local ? { siteID, token, edgeURL: local, uncachedEdgeURL: local } : { siteID, token }
}

/** The stores the commands go through (the redelivery run's), or what to set first, in words. */
export function cliStores(env: NodeJS.ProcessEnv): RunStores | string {
  const context = cliContext(env)
  return typeof context === 'string' ? context : runStores(context)
}

/** Which store the commands read, in words: what `forget` says it erased from. */
export const storePlace = (env: NodeJS.ProcessEnv) =>
  env.LEADS_BLOBS_URL ? `the local Blobs server at ${env.LEADS_BLOBS_URL} (store "${STORE_NAME}")` : `Netlify Blobs (store "${STORE_NAME}" of site ${env.NETLIFY_SITE_ID})`

/** Every stored record, oldest first. */
export async function allRecords(store: LeadRecordStore): Promise<LeadRecord[]> {
  const listed = await store.list()
  const records: LeadRecord[] = []
  for (let start = 0; start < listed.length; start += 20) {
    const batch = await Promise.all(listed.slice(start, start + 20).map((entry) => store.read(entry.key)))
    records.push(...batch.filter((record): record is LeadRecord => Boolean(record)))
  }
  return records.sort((a, b) => a.lead.receivedAt.localeCompare(b.lead.receivedAt))
}

/** One JSON line per lead, as the leads file has them (what `npm run leads:report` reads), with its delivery beside it. */
export const leadLines = (records: LeadRecord[]) =>
  records.map((record) => `${JSON.stringify(pulledLead(record))}\n`).join('')

/** What `forget` was asked: the number as the visitor gave it, the country a local number is read in, and whether to erase. */
export type ForgetRequest = { typed: string; country?: string; yes: boolean }

export type NumberToForget = { ok: true; phone: string; readAs: string } | { ok: false; message: string }

/**
 * A number as the visitor gave it, read by the contact function's own
 * reading (src/lib/contact/phone-check.ts, with the full metadata): `050 123
 * 4567`, `00971 50 123 4567`, Arabic-Indic digits and `+971…` all become the
 * stored +971501234567. A number without + is read in `country` (the site's
 * default, the UAE), and `readAs` says so, naming the country: a Saudi
 * `050…` read as the UAE's would be another person's number. The error in
 * words when it is no number, or the country is none.
 */
export function phoneToForget(typed: string, country: string = site.defaultPhoneCountry): NumberToForget {
  const messages = contactMessages('en')
  const code = country.toUpperCase()
  if (!isCountryCodeIn(maxMetadata, code)) return { ok: false, message: `--country ${country} is no country code: give its two letters, such as AE, SA or KW` }
  const checked = checkPhoneWith(maxMetadata, typed, code, messages)
  if (!checked.ok) return { ok: false, message: checked.error.message }
  const international = /^\s*\+/.test(typed)
  const readAs = international
    ? `Read ${typed.trim()} as the international number ${checked.phone}.`
    : `Read ${typed.trim()} as a number of ${countryName(code, 'en')} (${code}): ${checked.phone}. A number from another country: --country and its code, such as --country SA.`
  return { ok: true, phone: checked.phone, readAs }
}

/** A lead as `forget` lists it, saying no more than the agency needs to recognise it: when, from which page, the name's first letter. */
function matchLine({ lead }: LeadRecord): string {
  const page = lead.source?.formPage ?? (lead.landing ? landingAddress(lead.landing, lead.language) : `the ${lead.form} form`)
  const initial = [...lead.name.trim()][0] ?? '?'
  return `  ${lead.receivedAt.slice(0, 16).replace('T', ' ')} UTC  ${page}  ${initial}…`
}

/**
 * Every lead with this number (E.164, phoneToForget's) in `place`, listed;
 * erased only when the request says `yes`. What it found and did, in lines:
 * the matches, then the outcome, then what it cannot reach.
 */
export async function forget(store: LeadRecordStore, phone: string, yes: boolean, place: string): Promise<{ erased: number; lines: string[] }> {
  const matching = (await allRecords(store)).filter((record) => record.lead.phone === phone)
  const count = matching.length === 1 ? '1 lead' : `${matching.length} leads`
  if (matching.length === 0) return { erased: 0, lines: [`No lead with the number ${phone} in ${place}: nothing erased.`] }
  const found = [`${count} with the number ${phone} in ${place}:`, ...matching.map(matchLine)]
  if (!yes) return { erased: 0, lines: [...found, `Nothing erased. To erase ${matching.length === 1 ? 'it' : 'them'}, run the same command with --yes.`] }
  for (const record of matching) await store.remove(record.lead.id)
  return {
    erased: matching.length,
    lines: [
      ...found,
      `Erased ${count} with the number ${phone} from ${place}.`,
      'Copies kept elsewhere are not touched: files written by `leads pull` (.leads/), and the e-mails and messages the team received.',
      ...forgetConversionLines(matching),
    ],
  }
}

/**
 * `forget` in every store the commands can see: the site's, then each
 * preview's that kept leads (store/preview-stores.ts), each named.
 */
export async function forgetEverywhere(stores: RunStores, phone: string, yes: boolean, env: NodeJS.ProcessEnv): Promise<string[]> {
  const previews = (await stores.previews?.list()) ?? []
  const places = [{ store: stores.leads, place: storePlace(env) }, ...previews.map(({ deploy, leads }) => ({ store: leads, place: `the store of deploy ${deploy.deployID} (a preview's leads)` }))]
  const lines: string[] = []
  for (const { store, place } of places) lines.push(...(await forget(store, phone, yes, place)).lines)
  return lines
}

const describe = ({ lead }: LeadRecord) => `${lead.id}  ${lead.receivedAt}  ${lead.phone}  ${lead.name}`

/** The leads given up on, each with what every waiting target last answered. */
export async function failedLeads(store: LeadRecordStore): Promise<string[]> {
  return (await allRecords(store))
    .filter((record) => record.status === 'failed')
    .map((record) => {
      const refusals = Object.entries(record.targets)
        .filter(([, outcome]) => !outcome.acceptedAt)
        .map(([target, outcome]) => `${target}: ${outcome.attempts} attempts, last ${outcome.lastError ?? 'no answer'}`)
      return `${describe(record)}\n    ${refusals.join('\n    ')}`
    })
}
