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

    const forget = await leadsCommand(blobs, 'forget', '--phone', '+971 50 120 0001', '--yes')
    expect(forget.stdout.trim().split('\n')).toEqual([
      'Read +971 50 120 0001 as the international number +971501200001.',
      `2 leads with the number +971501200001 in the local Blobs server at ${blobs.url} (store "leads"):`,
      expect.stringMatching(/^ {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}the services form {2}V…$/),
      expect.stringMatching(/^ {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}the services form {2}V…$/),
      `Erased 2 leads with the number +971501200001 from the local Blobs server at ${blobs.url} (store "leads").`,
      expect.stringMatching(/^Copies kept elsewhere are not touched: files written by `leads pull` \(\.leads\/\)/),
    ])
    expect([...(await site.stored()).keys()].sort()).toEqual([ids[0], ids[2]].sort())
  })

  it('forget without --yes lists the leads (date, page, first letter of the name) and erases nothing', async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const answer = await site.postJson({ ...lead(8), name: 'Layla Haddad', phone: '+971501200008', source: { formPage: '/ar/ourservices/' } })
    const id = JSON.parse(answer.body).id
    const listed = await leadsCommand(blobs, 'forget', '--phone', '050 120 0008')
    expect(listed.stdout.trim().split('\n')).toEqual([
      'Read 050 120 0008 as a number of United Arab Emirates (AE): +971501200008. A number from another country: --country and its code, such as --country SA.',
      `1 lead with the number +971501200008 in the local Blobs server at ${blobs.url} (store "leads"):`,
      expect.stringMatching(/^ {2}\d{4}-\d\d-\d\d \d\d:\d\d UTC {2}\/ar\/ourservices\/ {2}L…$/),
      'Nothing erased. To erase it, run the same command with --yes.',
    ])
    expect(listed.stdout).not.toContain('Layla')
    expect(await site.store.read(id)).not.toBeNull()
  })

  it("forget --country SA reads a local 050… as the Saudi number: the UAE visitor with the same digits keeps their lead", async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const emirati = JSON.parse((await site.postJson({ ...lead(9), phone: '+971501200009' })).body).id
    const saudi = JSON.parse((await site.postJson({ ...lead(9), phone: '+966501200009' })).body).id
    const erased = await leadsCommand(blobs, 'forget', '--phone', '050 120 0009', '--country', 'SA', '--yes')
    expect(erased.stdout).toContain('Read 050 120 0009 as a number of Saudi Arabia (SA): +966501200009.')
    expect(erased.stdout).toContain(`Erased 1 lead with the number +966501200009 from the local Blobs server at ${blobs.url} (store "leads").`)
    expect(await site.store.read(saudi)).toBeNull()
    expect(await site.store.read(emirati)).not.toBeNull()
  })

  it('forget reads the number as the contact form does (a local number in Arabic-Indic digits, 00971…) and says how many it erased, and where', async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const forget = (phone: string) => leadsCommand(blobs, 'forget', '--phone', phone, '--yes')
    const twice = [await site.postJson({ ...lead(7), phone: '+971501200007' }), await site.postForm({ ...lead(7), phone: '050 120 0007', phoneCountry: 'AE' })]
    expect(twice.map((answer) => answer.status)).toEqual([201, 303])

    const id = JSON.parse(twice[0].body).id
    const erased = await forget('٠٥٠ ١٢٠ ٠٠٠٧')
    expect(erased.stdout).toContain('as a number of United Arab Emirates (AE): +971501200007')
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
  it('csv writes every stored lead for a spreadsheet, one row each under the columns the team reads, into .leads/ by default', async () => {
    configureTargets({})
    const site = leadPlatform(handler, blobs, { deployContext: 'dev' })
    const ids = await pendingLeads(site, 2)
    const env = { ...process.env, LEADS_BLOBS_URL: blobs.url, NETLIFY_SITE_ID: SITE_ID, NETLIFY_AUTH_TOKEN: 'local-token' }
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'csv-default-'))
    const csv = spawnSync(process.execPath, [path.resolve('scripts/leads.mjs'), 'csv'], { cwd, env, encoding: 'utf8' })
    const name = path.join('.leads', `leads-${new Date().toISOString().slice(0, 10)}.csv`)
    expect(csv.stderr).toBe('')
    expect(csv.stdout).toMatch(new RegExp(`^\\d+ leads written to ${name.replace('.', '\\.')}`))
    const [header, ...rows] = readFileSync(path.join(cwd, name), 'utf8').trimEnd().split('\r\n')
    expect(header).toBe('received (Asia/Dubai),name,phone,language,from,stage,value AED,reason,first contact minutes,id')
    for (const id of ids) expect(rows.filter((row) => row.endsWith(`,new,,,,${id}`))).toHaveLength(1)
    expect(spawnSync('git', ['check-ignore', '-q', name]).status).toBe(0)
  })
})
