/**
 * `npm run leads -- held` and `npm run leads -- release` (scripts/leads.mjs):
 * the leads kept during a flood (src/lib/leads/contact-steps/flood.ts), which
 * no target has seen, listed for an owner to look at; and released, one by
 * one or all at once, for the next redelivery run (a minute at most) to
 * deliver as any other lead.
 */
import type { RunStores } from '../leads/store/choose-store'
import { released } from '../leads/store/lead-records'
import type { LeadRecord } from '../leads/types'

const describe = ({ lead }: LeadRecord) => `${lead.id}  ${lead.receivedAt}  ${lead.form}${lead.landing ? ` ${lead.landing.slug}` : ''}  ${lead.phone}  ${lead.name}`

/** The held leads, oldest first, as lines. */
export async function heldLeads({ leads, gate }: Pick<RunStores, 'leads' | 'gate'>): Promise<string[]> {
  const records = await Promise.all((await gate.heldIds()).map((id) => leads.read(id)))
  return records
    .filter((record): record is LeadRecord => record?.status === 'held')
    .sort((a, b) => a.lead.receivedAt.localeCompare(b.lead.receivedAt))
    .map(describe)
}

/**
 * Releases the held leads `ids` names (every held lead for 'all'): each is
 * written back due now, only over the version read, then no longer counted
 * as held. What was released, in lines.
 */
export async function releaseHeld({ leads, gate }: Pick<RunStores, 'leads' | 'gate'>, ids: string[] | 'all', now: Date): Promise<string[]> {
  const held = await gate.heldIds()
  const chosen = ids === 'all' ? held : ids
  const lines: string[] = []
  const listed = new Map((await leads.list()).map((entry) => [entry.key, entry.etag]))
  for (const id of chosen) {
    const etag = listed.get(id)
    const record = etag ? await leads.read(id) : null
    if (!record || !etag) {
      lines.push(`${id}: no such lead`)
      continue
    }
    if (record.status !== 'held') {
      await gate.release(id)
      lines.push(`${id}: not held (${record.status})`)
      continue
    }
    if (!(await leads.replace(id, released(record, now), etag))) {
      lines.push(`${id}: changed while it was being released; run the command again`)
      continue
    }
    await gate.release(id)
    lines.push(`released ${describe(record)}`)
  }
  const count = lines.filter((line) => line.startsWith('released')).length
  lines.push(count ? `${count === 1 ? '1 lead' : `${count} leads`} released: the redelivery run delivers ${count === 1 ? 'it' : 'them'} within a minute.` : 'Nothing released.')
  return lines
}
