// The leads kept on Netlify (`npm run leads -- <command>`), from the
// agency's machine; needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal
// access token). The work is done in src/lib/leads-cli/leads-commands.ts.
//
//   pull [--out FILE]        every stored lead into a JSON-lines file (default
//                            .leads/leads-<date>.jsonl, git-ignored: it holds
//                            visitors' names and numbers) that `npm run leads:report` reads
//   forget --phone NUMBER    deletes every lead with that number (a visitor's
//                            request to be erased) and prints what it deleted
//   failed                   the leads no target took for 3 days, with why
//
// LEADS_BLOBS_URL points it at a local Blobs server instead (the tests).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { register } from 'node:module'
import { parseArgs } from 'node:util'

register('./typescript-hooks.mjs', import.meta.url)
const { allRecords, cliContext, failedLeads, forget, leadLines } = await import('../src/lib/leads-cli/leads-commands.ts')
const { leadBlobs } = await import('../src/lib/leads/store/blobs-store.ts')

function fail(message) {
  console.error(`leads: ${message}`)
  process.exit(1)
}

let parsed
try {
  parsed = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, phone: { type: 'string' } } })
} catch (error) {
  fail(error.message)
}
const { values, positionals } = parsed
const [command] = positionals
if (!['pull', 'forget', 'failed'].includes(command)) fail('say pull, forget --phone NUMBER, or failed')
const context = cliContext(process.env)
if (typeof context === 'string') fail(context)
const blobs = leadBlobs(context)

try {
  if (command === 'pull') {
    const records = await allRecords(blobs)
    const out = values.out ?? path.join('.leads', `leads-${new Date().toISOString().slice(0, 10)}.jsonl`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, leadLines(records))
    const failed = records.filter((record) => record.status === 'failed').length
    console.log(`${records.length} leads written to ${out}${failed ? ` (${failed} failed: see npm run leads -- failed)` : ''}`)
  } else if (command === 'forget') {
    if (!values.phone || !/\d{4}/.test(values.phone)) fail('forget needs --phone with the number in international format, such as +971501234567')
    const lines = await forget(blobs, values.phone)
    console.log(lines.length ? lines.join('\n') : `no stored lead has the number ${values.phone}`)
  } else {
    const lines = await failedLeads(blobs)
    console.log(lines.length ? lines.join('\n') : 'no failed leads')
  }
} catch (error) {
  fail(`the store did not answer: ${error.message}`)
}
