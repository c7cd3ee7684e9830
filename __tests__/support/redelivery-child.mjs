// One run of the scheduled function in a process of its own, started as
// Netlify starts it (the environment set by the parent test), so the test
// can kill it with SIGKILL in the middle of its work.
import { register } from 'node:module'

register('../../scripts/typescript-hooks.mjs', import.meta.url)
const { default: run } = await import('../../netlify/functions/redeliver-leads.mts')
const answer = await run(new Request('https://www.northwindgrowth.com/.netlify/functions/redeliver-leads', { method: 'POST', body: '{"next_run":null}' }), { deploy: { context: 'production' } })
console.log(JSON.stringify(await answer.json()))
