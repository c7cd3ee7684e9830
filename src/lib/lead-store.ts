/**
 * Appends leads to a local JSON-lines file: one complete JSON object per line.
 * This is the embedded default so `gatsby develop` and `gatsby serve` record
 * leads with no set-up; `LEADS_FILE` chooses another path.
 */
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { processWide } from './process-wide'
import { runtimeEnv } from './runtime-env'

export const DEFAULT_LEADS_FILE = '.leads/leads.jsonl'

export type StoredLead = {
  id: string
  receivedAt: string
  form: string
  name: string
  phone: string
  country: string | null
}

export const leadsFilePath = (env: NodeJS.ProcessEnv = runtimeEnv()): string =>
  path.resolve(env.LEADS_FILE || DEFAULT_LEADS_FILE)

// Appends are chained so two requests in this process never write at once;
// each line also goes down in a single O_APPEND write, which the kernel does
// not interleave with other writers for a line this small.
const appends = processWide('lead-file-appends', () => ({ queue: Promise.resolve() as Promise<unknown> }))

export function appendLead(lead: StoredLead, file: string = leadsFilePath()): Promise<void> {
  const line = `${JSON.stringify(lead)}\n`
  const write = appends.queue.then(async () => {
    await fs.mkdir(path.dirname(file), { recursive: true })
    await fs.appendFile(file, line, { encoding: 'utf8', flag: 'a' })
  })
  appends.queue = write.catch(() => undefined)
  return write
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
