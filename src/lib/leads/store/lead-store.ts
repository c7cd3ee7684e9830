/**
 * Appends leads to a local JSON-lines file: one complete JSON object per line.
 * This is the embedded default so `gatsby develop` and `gatsby serve` record
 * leads with no set-up; `LEADS_FILE` chooses another path.
 */
import { appendFileSync, mkdirSync, promises as fs } from 'node:fs'
import path from 'node:path'
import type { LeadSource } from '../../attribution/attribution'
import { runtimeEnv } from '../runtime-env'

export const DEFAULT_LEADS_FILE = '.leads/leads.jsonl'

export type StoredLead = {
  id: string
  receivedAt: string
  form: string
  /** The edition of the site the lead came from: 'en' or 'ar'. */
  language: string
  name: string
  phone: string
  country: string | null
  /** Where the visit came from (campaign, click id, pages, channel); see attribution.ts. */
  source: LeadSource
}

export const leadsFilePath = (env: NodeJS.ProcessEnv = runtimeEnv()): string =>
  path.resolve(env.LEADS_FILE || DEFAULT_LEADS_FILE)

/**
 * One synchronous write per lead, opened for appending: a line of a few
 * hundred bytes takes microseconds, this process runs one such write at a
 * time, and the kernel does not interleave it with other processes' appends.
 * An asynchronous write would wait its turn on the event loop, which a busy
 * server can hold for seconds (`gatsby serve` re-reads the function bundle
 * for every request): leads then timed out while still queued, and were
 * written after the visitor had been told they were not.
 *
 * The folder is made only when the append finds it missing (the first lead,
 * or after someone removed it): making sure of it before every lead added
 * two system calls to each write.
 */
export async function appendLead(lead: StoredLead, file: string = leadsFilePath()): Promise<void> {
  const line = `${JSON.stringify(lead)}\n`
  try {
    appendFileSync(file, line, { encoding: 'utf8', flag: 'a' })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true })
    appendFileSync(file, line, { encoding: 'utf8', flag: 'a' })
  }
}

export async function readLeads(file: string = leadsFilePath()): Promise<StoredLead[]> {
  const text = await fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return ''
    throw error
  })
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredLead)
}
