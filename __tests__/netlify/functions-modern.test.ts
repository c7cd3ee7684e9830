/**
 * What Netlify deploys from the build, as Netlify's own bundler reads it
 * (scripts/check-functions.mjs: listFunctions with parseISC over
 * netlify/functions/ and .netlify/functions-internal/): the contact
 * function, its token's, the page views' (/api/event), the team's and the scheduled redelivery, all on the modern Functions API,
 * and nothing in Lambda compatibility mode, which Netlify is retiring.
 * Run after `npm run build`.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SITE_EVENT_PATH } from '../../src/lib/analytics/config'

const checkFunctions = (...folders: string[]) => spawnSync(process.execPath, ['scripts/check-functions.mjs', ...folders], { encoding: 'utf8' })

it('finds the five functions of the build, all modern, the contact one at /api/contact, its token one at /api/contact/token, the page views one at /api/event and the team one at /api/team/*', () => {
  const listed = checkFunctions()
  expect(listed.stderr).toBe('')
  expect(listed.status).toBe(0)
  // In name order: the bundler lists them in no set order.
  const rows = listed.stdout.trim().split('\n').map((line) => line.split('\t')).sort(([a], [b]) => a.localeCompare(b))
  expect(rows.map(([name, mode]) => [name, mode])).toEqual([
    ['contact', 'modern'],
    ['contact-token', 'modern'],
    ['event', 'modern'],
    ['redeliver-leads', 'modern'],
    ['team', 'modern'],
  ])
  expect(rows[0]).toContain('/api/contact /api/contact/')
  expect(rows[1]).toContain('/api/contact/token /api/contact/token/')
  expect(rows[2]).toContain(SITE_EVENT_PATH)
  expect(rows[3]).toContain('schedule * * * * *')
  expect(rows[4]).toContain('/api/team/*')
})

it('fails on a function in Lambda compatibility mode, naming it', () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'lambda-function-'))
  writeFileSync(path.join(folder, 'legacy.js'), 'exports.handler = async () => ({ statusCode: 200, body: "ok" })\n')
  const listed = checkFunctions(folder)
  expect(listed.status).toBe(1)
  expect(listed.stdout).toContain('legacy\tLAMBDA MODE')
  expect(listed.stderr).toMatch(/Lambda compatibility mode: legacy/)
})
