/**
 * The leads file: a local JSON-lines file, one complete lead per line, which
 * `npm run leads:report` reads. It is the store `gatsby develop` and
 * `gatsby serve` keep leads in with no set-up (choose-store.ts chooses it);
 * `LEADS_FILE` chooses another path. It keeps the lead as it arrived: what
 * the targets answered is logged, and nothing retries them (redelivery runs
 * on Netlify, over the Blobs store).
 */
import { appendFileSync, mkdirSync, promises as fs } from 'node:fs'
import path from 'node:path'
import { runtimeEnv } from '../runtime-env'
import type { LeadStore, StoredLead } from '../types'

export const DEFAULT_LEADS_FILE = '.leads/leads.jsonl'

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

/** The leads file as the contact function's store. */
export const fileStore = (file: string): LeadStore => ({
  kind: 'file',
  // An append: a line per post, whatever its id.
  keepsEachIdOnce: false,
  async keep(record) {
    await appendLead(record.lead, file)
    return { settle: async () => true }
  },
})
