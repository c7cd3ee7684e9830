/**
 * The work of `npm run leads -- <command>` (scripts/leads.mjs) on the
 * production store, from the agency's machine: download every stored lead
 * (pull), erase a visitor's leads on request (forget), and list the leads no
 * target would take for three days (failed).
 */
import type { BlobsContext, LeadBlobs } from '../leads/store/blobs-store'
import type { LeadRecord } from '../leads/types'

/**
 * The store to read: Netlify's, with a site id and a personal access token
 * (NETLIFY_SITE_ID, NETLIFY_AUTH_TOKEN), or a local Blobs server at
 * LEADS_BLOBS_URL (the tests'; its token is then NETLIFY_AUTH_TOKEN too).
 */
export function cliContext(env: NodeJS.ProcessEnv): BlobsContext | string {
  const local = env.LEADS_BLOBS_URL
  const siteID = env.NETLIFY_SITE_ID
  const token = env.NETLIFY_AUTH_TOKEN
  if (!siteID || !token) return 'set NETLIFY_SITE_ID (Site configuration > Site details) and NETLIFY_AUTH_TOKEN (User settings > Applications > Personal access tokens)'
  return local ? { siteID, token, edgeURL: local, uncachedEdgeURL: local } : { siteID, token }
}

/** Every stored record, oldest first. */
export async function allRecords(blobs: LeadBlobs): Promise<LeadRecord[]> {
  const listed = await blobs.list()
  const records: LeadRecord[] = []
  for (let start = 0; start < listed.length; start += 20) {
    const batch = await Promise.all(listed.slice(start, start + 20).map((entry) => blobs.read(entry.key)))
    records.push(...batch.filter((record): record is LeadRecord => Boolean(record)))
  }
  return records.sort((a, b) => a.lead.receivedAt.localeCompare(b.lead.receivedAt))
}

/** One JSON line per lead, as the leads file has them (what `npm run leads:report` reads), with its delivery beside it. */
export const leadLines = (records: LeadRecord[]) =>
  records.map(({ lead, status, targets }) => `${JSON.stringify({ ...lead, delivery: { status, targets } })}\n`).join('')

/** A number as typed (+971 50 123 4567) as it is stored: + and digits. */
export const storedPhone = (typed: string) => `+${typed.replace(/\D/g, '')}`

const describe = ({ lead }: LeadRecord) => `${lead.id}  ${lead.receivedAt}  ${lead.phone}  ${lead.name}`

/** Deletes every lead with this number; the lines saying what was deleted. */
export async function forget(blobs: LeadBlobs, phone: string): Promise<string[]> {
  const wanted = storedPhone(phone)
  const matching = (await allRecords(blobs)).filter((record) => record.lead.phone === wanted)
  for (const record of matching) await blobs.remove(record.lead.id)
  return matching.map((record) => `deleted ${describe(record)}`)
}

/** The leads given up on, each with what every waiting target last answered. */
export async function failedLeads(blobs: LeadBlobs): Promise<string[]> {
  return (await allRecords(blobs))
    .filter((record) => record.status === 'failed')
    .map((record) => {
      const refusals = Object.entries(record.targets)
        .filter(([, outcome]) => !outcome.acceptedAt)
        .map(([target, outcome]) => `${target}: ${outcome.attempts} attempts, last ${outcome.lastError ?? 'no answer'}`)
      return `${describe(record)}\n    ${refusals.join('\n    ')}`
    })
}
