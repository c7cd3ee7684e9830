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
import { configureTargets, lead, leadPlatform, leadsCommand, loadContactFunction, pendingLeads, quietWarnings } from '../support/lead-platform'

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

    const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'pull-')), 'leads.jsonl')
    const pull = await leadsCommand(blobs, 'pull', '--out', out)
    expect(pull.stdout).toContain(`4 leads written to ${out}`)
    const { leads, skipped } = parseLeads(readFileSync(out, 'utf8'))
    expect(skipped).toBe(0)
    expect(leads.map((pulled) => pulled.id).sort()).toEqual([...ids, again].sort())
    const report = spawnSync(process.execPath, ['scripts/leads-report.mjs', out], { encoding: 'utf8' })
    expect(report.stdout).toMatch(/paid\s+1/)

    const forget = await leadsCommand(blobs, 'forget', '--phone', '+971 50 120 0001')
    expect(forget.stdout.trim().split('\n')).toEqual([
      expect.stringContaining(`erased ${ids[1]}`),
      expect.stringContaining(`erased ${again}`),
      `Erased 2 leads with the number +971501200001 from the local Blobs server at ${blobs.url} (store "leads").`,
      expect.stringMatching(/^Copies kept elsewhere are not touched: files written by `leads pull` \(\.leads\/\)/),
    ])
    expect([...(await site.stored()).keys()].sort()).toEqual([ids[0], ids[2]].sort())
  })

  it('forget reads the number as the contact form does (a local number in Arabic-Indic digits, 00971…) and says how many it erased, and where', async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const forget = (phone: string) => leadsCommand(blobs, 'forget', '--phone', phone)
    const twice = [await site.postJson({ ...lead(7), phone: '+971501200007' }), await site.postForm({ ...lead(7), phone: '050 120 0007', phoneCountry: 'AE' })]
    expect(twice.map((answer) => answer.status)).toEqual([201, 303])

    const id = JSON.parse(twice[0].body).id
    const erased = await forget('٠٥٠ ١٢٠ ٠٠٠٧')
    expect(erased.stdout).toContain(`erased ${id}`)
    expect(erased.stdout).toContain(`Erased 2 leads with the number +971501200007 from the local Blobs server at ${blobs.url} (store "leads").`)
    expect(await site.store.read(id)).toBeNull()
    expect((await forget('00971 50 120 0007')).stdout).toContain(`No lead with the number +971501200007 in the local Blobs server at ${blobs.url} (store "leads"): nothing erased.`)
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
