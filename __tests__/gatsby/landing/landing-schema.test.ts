/**
 * @jest-environment node
 *
 * Every landing page file names content/schemas/landing.schema.json and
 * follows it (the fixture page with every block too), and the schema tells
 * a block by its type: what VS Code underlines while a page is edited by
 * hand is what the tests refuse.
 */
import fs from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { landingJsonSchema } from '../../../gatsby/pipeline/json-schema'
import { LANDING_SCHEMA_REFERENCE } from '../../../src/lib/content/landing-model'
import { LOCALE_CODES } from '../../../src/lib/i18n/locales'

const ROOT = path.join(__dirname, '../../..')
const ajv = new Ajv2020({ allErrors: true, strict: true })
ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
const validate = ajv.compile(landingJsonSchema())

const pagesIn = (folder: string) =>
  LOCALE_CODES.flatMap((locale) => {
    const dir = path.join(ROOT, folder, locale)
    return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => `${folder}/${locale}/${name}`) : []
  })

const files = [...pagesIn('content/landing'), ...pagesIn('__tests__/fixtures/landing')]
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))

test('there are landing pages to check: the fixture page at least', () => {
  expect(files).toContain('__tests__/fixtures/landing/en/every-block.json')
})

test.each(files)('%s names its JSON Schema first and follows it', (file) => {
  const page = read(file)
  expect(Object.entries(page)[0]).toEqual(['$schema', LANDING_SCHEMA_REFERENCE])
  validate(page)
  expect(validate.errors ?? []).toEqual([])
})

test('a block with a field another kind has is refused: a block is told by its type', () => {
  const page = read('__tests__/fixtures/landing/en/every-block.json')
  page.blocks[1] = { ...page.blocks[1], button: 'Not a field of benefits' }
  expect(validate(page)).toBe(false)
})

test('an unknown block type is refused', () => {
  const page = read('__tests__/fixtures/landing/en/every-block.json')
  page.blocks.push({ type: 'video', heading: 'Watch' })
  expect(validate(page)).toBe(false)
})
