/**
 * The islands' contract in the lint rules (eslint.config.mjs): a component,
 * which may be drawn inside an island the browser starts alone, cannot call
 * useId, by import or through React's namespace; code outside the
 * components (a build script) is not held to it.
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js')

/** ESLint's messages for `code` as if it were the file `file` of the site. */
function lint(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' })
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string; message: string }[] }[]
  return result.messages.map(({ ruleId, message }) => `${ruleId}: ${message}`)
}

// ESLint starts with the site's whole configuration, twice.
jest.setTimeout(120_000)

test('a component that takes an id from useId fails the lint, saying why and what to do instead', () => {
  const imported = lint('src/components/contact/example.tsx', "import { useId } from 'react'\nexport function A() {\n  const id = useId()\n  return <p id={id} />\n}\n")
  expect(imported).toEqual([expect.stringMatching(/^no-restricted-imports: .*useId.*island is started alone.*Derive the id from props/)])
  const namespaced = lint('src/components/contact/example.tsx', "import React from 'react'\nexport function A() {\n  const id = React.useId()\n  return <p id={id} />\n}\n")
  expect(namespaced).toEqual([expect.stringMatching(/^no-restricted-syntax: .*island is started alone/)])
})

test('a component with ids from its props passes', () => {
  expect(lint('src/components/contact/example.tsx', "export function A({ id }: { id: string }) {\n  return <p id={id} />\n}\n")).toEqual([])
})
