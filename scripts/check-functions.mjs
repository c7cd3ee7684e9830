// The functions Netlify will deploy from this build, as Netlify's own bundler
// (@netlify/zip-it-and-ship-it, listFunctions with parseISC) reads them from
// the build's function folders: the site's (netlify/functions/) and the one
// framework adapters write to (.netlify/functions-internal/). Prints each
// with its mode and routes, and fails when any is in Lambda compatibility
// mode (runtimeAPIVersion 1, a `handler` export), which Netlify is retiring:
// every function must be on the modern API (runtimeAPIVersion 2).
// `node scripts/check-functions.mjs [folder ...]` (after `npm run build`).
import { existsSync } from 'node:fs'
import { listFunctions } from '@netlify/zip-it-and-ship-it'

const FUNCTION_FOLDERS = ['netlify/functions', '.netlify/functions-internal']

const folders = process.argv.length > 2 ? process.argv.slice(2) : FUNCTION_FOLDERS
const functions = await listFunctions(folders.filter((folder) => existsSync(folder)), { parseISC: true })
const lambda = functions.filter((listed) => listed.runtimeAPIVersion !== 2)
for (const listed of functions) {
  const mode = listed.runtimeAPIVersion === 2 ? 'modern' : 'LAMBDA MODE'
  const routes = (listed.routes ?? []).map((route) => route.pattern ?? route.literal ?? route.expression).join(' ')
  console.log(`${listed.name}\t${mode}\t${listed.mainFile}${listed.schedule ? `\tschedule ${listed.schedule}` : ''}${routes ? `\t${routes}` : ''}`)
}
if (lambda.length) {
  console.error(`${lambda.length} function(s) in Lambda compatibility mode: ${lambda.map((listed) => listed.name).join(', ')}`)
  process.exitCode = 1
}
