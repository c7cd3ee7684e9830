/**
 * @jest-environment node
 *
 * The browser's island registry is generated from the components' table
 * (gatsby/browser/island-registry-source.ts): one loader per island, in the
 * table's order, importing the module the table imports its component
 * from. A table the generator cannot follow fails the build, naming the
 * entry; it never writes a registry that disagrees with the table.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ISLAND_TABLE_FILE, islandModules, islandRegistrySource } from '../../gatsby/browser/island-registry-source'

let dir: string
beforeEach(() => (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'island-table-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

/** A table file with `entries` (the object's body) and the site's imports. */
function tableWith(entries: string) {
  const file = path.join(dir, 'island-table.ts')
  fs.writeFileSync(
    file,
    [
      "import type { TriggerName } from './triggers'",
      "import SiteContactForm from '../contact/site-contact-form'",
      "import HeaderMenu from '../layout/header-menu'",
      "import { named } from '../layout/named'",
      `export const ISLAND_TABLE = {\n${entries}\n}`,
    ].join('\n'),
  )
  return file
}

test("the site's table gives a loader for each of its islands, importing the component's own module", () => {
  const source = islandRegistrySource()
  const table = fs.readFileSync(ISLAND_TABLE_FILE, 'utf8')
  const names = [...table.matchAll(/^ {2}'([a-z-]+)': island\(/gm)].map(([, name]) => name)
  expect(names.length).toBeGreaterThan(0)
  expect(islandModules().map(({ name }) => name)).toEqual(names)
  expect(source).toContain(`"contact-form": () => import(${JSON.stringify(path.resolve('src/components/contact/site-contact-form'))}),`)
  expect(source).toContain(`"header-menu": () => import(${JSON.stringify(path.resolve('src/components/layout/header-menu'))}),`)
})

test('an island added to the table is in the registry, an island taken out is not', () => {
  const file = tableWith("  'contact-form': island({ component: SiteContactForm, hydrate: ['interaction'] }),\n  'header-menu': island({ component: HeaderMenu, hydrate: ['media'], media: '(max-width: 1px)' }),")
  expect(islandModules(file)).toEqual([
    { name: 'contact-form', module: path.resolve(dir, '../contact/site-contact-form') },
    { name: 'header-menu', module: path.resolve(dir, '../layout/header-menu') },
  ])
  const fewer = tableWith("  'header-menu': island({ component: HeaderMenu, hydrate: ['interaction'] }),")
  expect(islandModules(fewer).map(({ name }) => name)).toEqual(['header-menu'])
})

test.each([
  ['a component written in place', "  'inline': island({ component: () => null, hydrate: ['idle'] }),", /the entry "inline" names no component by an imported name/],
  ['a component not imported by default', "  'named': island({ component: named, hydrate: ['idle'] }),", /the entry "named": named is not imported by default from a file of the site/],
  ['an entry that is not an object', "  'spread': entries,", /the entry "spread" is not an object literal/],
])('%s fails, naming the entry', (_case, entries, message) => {
  expect(() => islandModules(tableWith(entries))).toThrow(message)
})

test('a table file without ISLAND_TABLE fails, saying so', () => {
  const file = path.join(dir, 'island-table.ts')
  fs.writeFileSync(file, 'export const ISLANDS = {}\n')
  expect(() => islandModules(file)).toThrow(/no object literal named ISLAND_TABLE \(the browser's island registry is generated from ISLAND_TABLE\)/)
})
