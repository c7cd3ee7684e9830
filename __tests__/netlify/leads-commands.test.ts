/**
 * The agency's commands over the leads stored on Netlify (`npm run leads`),
 * run as the agency runs them, against the local Blobs server the contact
 * function stored the leads in.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ContactFunction } from '../../scripts/netlify-function'
import { parseLeads } from '../../src/lib/leads-cli/leads-report'
import { SITE_ID, startBlobs, type LocalBlobs } from '../support/blobs-server'
import { configureTargets, lead, leadPlatform, loadContactFunction, pendingLeads, quietWarnings } from '../support/lead-platform'

let handler: ContactFunction
let blobs: LocalBlobs

beforeAll(async () => {
  handler = await loadContactFunction()
  blobs = await startBlobs()
})
afterAll(() => blobs.stop())
beforeEach(() => void quietWarnings())

describe('the agency\'s commands', () => {
  it('pull writes every stored lead for leads:report; forget --phone deletes that number\'s leads and says which', async () => {
    configureTargets({})
    // No target, as under `netlify dev`: nothing to deliver, every lead kept as it arrived.
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const ids = await pendingLeads(site, 3)
    const again = JSON.parse((await site.postJson({ ...lead(1), source: { utmSource: 'google', utmMedium: 'cpc', gclid: 'abc' } })).body).id

    const env = { ...process.env, LEADS_BLOBS_URL: blobs.url, NETLIFY_SITE_ID: SITE_ID, NETLIFY_AUTH_TOKEN: 'local-token' }
    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pull-')), 'leads.jsonl')
    const pull = spawnSync(process.execPath, ['scripts/leads.mjs', 'pull', '--out', out], { env, encoding: 'utf8' })
    expect(pull.stdout).toContain(`4 leads written to ${out}`)
    const { leads, skipped } = parseLeads(readFileSync(out, 'utf8'))
    expect(skipped).toBe(0)
    expect(leads.map((pulled) => pulled.id).sort()).toEqual([...ids, again].sort())
    const report = spawnSync(process.execPath, ['scripts/leads-report.mjs', out], { encoding: 'utf8' })
    expect(report.stdout).toMatch(/paid\s+1/)

    const forget = spawnSync(process.execPath, ['scripts/leads.mjs', 'forget', '--phone', '+971 50 120 0001'], { env, encoding: 'utf8' })
    expect(forget.stdout.trim().split('\n')).toEqual([expect.stringContaining(`deleted ${ids[1]}`), expect.stringContaining(`deleted ${again}`)])
    expect([...(await site.stored()).keys()].sort()).toEqual([ids[0], ids[2]].sort())
  })

  it('pull without --out writes into the git-ignored .leads/ folder, never beside the code', async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    await pendingLeads(site, 1)
    const env = { ...process.env, LEADS_BLOBS_URL: blobs.url, NETLIFY_SITE_ID: SITE_ID, NETLIFY_AUTH_TOKEN: 'local-token' }
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'pull-default-'))
    const pull = spawnSync(process.execPath, [path.resolve('scripts/leads.mjs'), 'pull'], { cwd, env, encoding: 'utf8' })
    const name = `leads-${new Date().toISOString().slice(0, 10)}.jsonl`
    expect(pull.stdout).toContain(`written to ${path.join('.leads', name)}`)
    expect(existsSync(path.join(cwd, '.leads', name))).toBe(true)
    expect(existsSync(path.join(cwd, name))).toBe(false)
    // Named by hand into the repository's root, the file is still ignored.
    expect(spawnSync('git', ['check-ignore', '-q', name]).status).toBe(0)
    expect(spawnSync('git', ['check-ignore', '-q', path.join('.leads', name)]).status).toBe(0)
  })
})
