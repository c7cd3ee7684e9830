/**
 * The work of `npm run leads -- <command>` (scripts/leads.mjs) on the
 * production store, from the agency's machine: download every stored lead
 * (pull), erase a visitor's leads on request (forget), and list the leads no
 * target would take for three days (failed). `status` is leads-status.ts.
 */
import site from '../../../content/site.json'
import { checkPhone } from '../contact/contact-rules'
import { contactMessages } from '../leads/contact-server-copy'
import { STORE_NAME, type BlobsContext } from '../leads/store/blobs-store'
import { runStores, type RunStores } from '../leads/store/choose-store'
import type { LeadRecord, LeadRecordStore } from '../leads/types'
import { forgetConversionLines, pulledConversions } from './conversion-report'

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
  records.map((record) => `${JSON.stringify({ ...record.lead, delivery: { status: record.status, targets: record.targets, ...pulledConversions(record) } })}\n`).join('')

/**
 * A number as the visitor typed it, read by the contact form's own rules
 * (contact-rules.ts's checkPhone) with the site's default country: `050 123
 * 4567`, `00971 50 123 4567`, Arabic-Indic digits and `+971…` all become the
 * stored +971501234567. The error in words when it is no number.
 */
export function phoneToForget(typed: string): { ok: true; phone: string } | { ok: false; message: string } {
  const checked = checkPhone(typed, site.defaultPhoneCountry, contactMessages('en'))
  return checked.ok ? { ok: true, phone: checked.phone } : { ok: false, message: checked.error.message }
}

const describe = ({ lead }: LeadRecord) => `${lead.id}  ${lead.receivedAt}  ${lead.phone}  ${lead.name}`

/** Erases every lead with this number (E.164, phoneToForget's) from `place`; what it erased, how many, and where, in lines. */
export async function forget(store: LeadRecordStore, phone: string, place: string): Promise<{ erased: number; lines: string[] }> {
  const matching = (await allRecords(store)).filter((record) => record.lead.phone === phone)
  for (const record of matching) await store.remove(record.lead.id)
  const count = matching.length === 1 ? '1 lead' : `${matching.length} leads`
  return {
    erased: matching.length,
    lines: [
      ...matching.map((record) => `erased ${describe(record)}`),
      matching.length ? `Erased ${count} with the number ${phone} from ${place}.` : `No lead with the number ${phone} in ${place}: nothing erased.`,
      'Copies kept elsewhere are not touched: files written by `leads pull` (.leads/), and the e-mails and messages the team received.',
      ...forgetConversionLines(matching),
    ],
  }
}

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
