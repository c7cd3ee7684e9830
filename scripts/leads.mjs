// The leads kept on Netlify (`npm run leads -- <command>`), from the
// agency's machine; needs NETLIFY_SITE_ID and NETLIFY_AUTH_TOKEN (a personal
// access token). The work is done in src/lib/leads-cli/leads-commands.ts.
//
//   pull [--out FILE]        every stored lead into a JSON-lines file (default
//                            .leads/leads-<date>.jsonl, git-ignored: it holds
//                            visitors' names and numbers) that `npm run leads:report` reads
//   forget --phone NUMBER [--country CC] [--yes]
//                            lists every lead with that number (a visitor's
//                            request to be erased: date, page, the name's first
//                            letter), read as the contact function reads it
//                            (050 123 4567, 00971…, ٠٥٠…); a number without +
//                            in CC's numbering, the UAE (AE) by default, and it
//                            says which; erases them only with --yes, and says
//                            how many it erased, and where: in the site's store
//                            and in every preview's store that kept leads
//   list                     every lead, newest first: its stage, value (AED)
//                            and minutes to first contact
//   csv [--out FILE]         the same leads for a spreadsheet (default
//                            .leads/leads-<date>.csv, git-ignored): received
//                            in Gulf time, name, phone, language, where from,
//                            stage, value, reason, first contact minutes
//   failed                   the leads no target took for 3 days, with why
//   held                     the leads held during a flood, not delivered
//   release --all | ID...    delivers held leads (the next redelivery run)
//   status                   the last redelivery run, what waits for each
//                            target, the failed leads and the alerts sent
//
// LEADS_BLOBS_URL points it at a local Blobs server instead (the tests).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { register } from 'node:module'
import { parseArgs } from 'node:util'

register('./typescript-hooks.mjs', import.meta.url)
const { allRecords, cliStores, failedLeads, forgetEverywhere, leadLines, phoneToForget } = await import('../src/lib/leads-cli/leads-commands.ts')
const { leadsCsv, stageLines } = await import('../src/lib/leads-cli/leads-stages.ts')
const { leadsStatus } = await import('../src/lib/leads-cli/leads-status.ts')
const { heldLeads, releaseHeld } = await import('../src/lib/leads-cli/leads-held.ts')

function fail(message) {
  console.error(`leads: ${message}`)
  process.exit(1)
}

let parsed
try {
  parsed = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, phone: { type: 'string' }, country: { type: 'string' }, yes: { type: 'boolean' }, all: { type: 'boolean' } } })
} catch (error) {
  fail(error.message)
}
const { values, positionals } = parsed
const [command] = positionals
if (!['pull', 'forget', 'failed', 'status', 'held', 'release', 'list', 'csv'].includes(command)) fail('say list, csv [--out FILE], pull, forget --phone NUMBER [--country CC] [--yes], failed, status, held, or release --all | ID...')
const stores = cliStores(process.env)
if (typeof stores === 'string') fail(stores)
const { leads, alerts } = stores

try {
  if (command === 'pull') {
    const records = await allRecords(leads)
    const out = values.out ?? path.join('.leads', `leads-${new Date().toISOString().slice(0, 10)}.jsonl`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, leadLines(records))
    const failed = records.filter((record) => record.status === 'failed').length
    console.log(`${records.length} leads written to ${out}${failed ? ` (${failed} failed: see npm run leads -- failed)` : ''}`)
  } else if (command === 'forget') {
    if (!values.phone) fail('forget needs --phone with the number as the visitor gave it, such as +971 50 123 4567 or 050 123 4567')
    const phone = phoneToForget(values.phone, values.country)
    if (!phone.ok) fail(`forget --phone ${values.phone}: ${phone.message}`)
    const lines = await forgetEverywhere(stores, phone.phone, values.yes === true, process.env)
    console.log([phone.readAs, ...lines].join('\n'))
  } else if (command === 'held') {
    const lines = await heldLeads(stores)
    console.log(lines.length ? lines.join('\n') : 'no held leads')
  } else if (command === 'release') {
    const ids = positionals.slice(1)
    if (!values.all && ids.length === 0) fail('release needs --all, or the ids of the leads to release (npm run leads -- held lists them)')
    console.log((await releaseHeld(stores, values.all ? 'all' : ids, new Date())).join('\n'))
  } else if (command === 'list') {
    console.log(stageLines(await allRecords(leads)).join('\n'))
  } else if (command === 'csv') {
    const records = await allRecords(leads)
    const out = values.out ?? path.join('.leads', `leads-${new Date().toISOString().slice(0, 10)}.csv`)
    mkdirSync(path.dirname(out), { recursive: true })
    writeFileSync(out, leadsCsv(records))
    console.log(`${records.length} leads written to ${out}`)
  } else if (command === 'status') {
    const [records, run, state] = await Promise.all([allRecords(leads), alerts.readLastRun(), alerts.readState()])
    console.log(leadsStatus(records, run, state?.state, new Date()))
  } else {
    const lines = await failedLeads(leads)
    console.log(lines.length ? lines.join('\n') : 'no failed leads')
  }
} catch (error) {
  fail(`the store did not answer: ${error.message}`)
}
