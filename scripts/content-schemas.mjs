// Writes the content files' JSON Schemas (`npm run content:schemas`) into
// content/schemas/, from the content model (src/lib/content/model.ts,
// turned into schemas by gatsby/pipeline/json-schema.ts). Run it after
// changing the model; a test fails while a committed schema is out of date.
import { mkdirSync, writeFileSync } from 'node:fs'
import { register } from 'node:module'
import path from 'node:path'

register('./typescript-hooks.mjs', import.meta.url)
const { contentSchemaFiles } = await import('../gatsby/pipeline/json-schema.ts')

const root = path.join(import.meta.dirname, '..')
for (const { path: file, text } of contentSchemaFiles()) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  writeFileSync(path.join(root, file), text)
  console.log(`content:schemas: wrote ${file}`)
}
