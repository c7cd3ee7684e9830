/**
 * @jest-environment node
 *
 * The leads file stays one whole JSON object per line under concurrent appends.
 */
import { promises as fs } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { appendLead, readLeads, type StoredLead } from '../src/lib/lead-store'

const lead = (index: number): StoredLead => ({
  id: `lead-${index}`,
  receivedAt: new Date(0).toISOString(),
  form: 'home',
  // Long, varied names make a torn or interleaved line visible.
  name: `Visitor ${index} ${'x'.repeat(index % 97)}`,
  phone: '+971501234567',
  country: 'AE',
})

it('keeps 500 concurrent appends as 500 whole lines', async () => {
  const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'leads-')), 'leads.jsonl')
  await Promise.all(Array.from({ length: 500 }, (_, index) => appendLead(lead(index), file)))
  const lines = (await fs.readFile(file, 'utf8')).split('\n').filter(Boolean)
  expect(lines).toHaveLength(500)
  const ids = (await readLeads(file)).map((stored) => stored.id)
  expect(new Set(ids).size).toBe(500)
})
