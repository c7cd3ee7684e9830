/**
 * @jest-environment node
 *
 * Every content file names its JSON Schema, the schemas are the ones the
 * content model makes, and every file follows its schema, so what VS Code
 * underlines while a file is edited by hand is what the tests refuse.
 */
import fs from 'node:fs'
import path from 'node:path'
import Ajv2020 from 'ajv/dist/2020'
import { contentSchemaFiles } from '../../gatsby/pipeline/json-schema'
import { CONTENT_FILES, schemaReference, type ContentFile } from '../../src/lib/content/model'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'

const ROOT = path.join(__dirname, '..', '..')
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'))

// VS Code's keyword for a readable pattern message; no rule of its own.
const ajv = new Ajv2020({ allErrors: true, strict: true })
ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' })
const validators = new Map(CONTENT_FILES.map((file) => [file.name, ajv.compile(readJson(`content/schemas/${file.name}.schema.json`))]))

/** Where `data` breaks the schema of `name`, as "<place> <problem>". */
function schemaProblems(name: string, data: unknown): string[] {
  const validate = validators.get(name)!
  if (validate(data)) return []
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`)
}

/** Every content file on disk, with the model entry it belongs to. */
const contentFiles: { path: string; file: ContentFile }[] = CONTENT_FILES.flatMap((file) =>
  file.scope === 'site' ? [{ path: `content/${file.name}.json`, file }] : LOCALE_CODES.map((locale) => ({ path: `content/${locale}/${file.name}.json`, file })),
)

const copyOf = (file: string) => readJson(file)

test('the committed JSON Schemas are the ones the content model makes (run npm run content:schemas)', () => {
  const expected = contentSchemaFiles()
  for (const { path: file, text } of expected) {
    expect({ file, text: fs.existsSync(path.join(ROOT, file)) ? fs.readFileSync(path.join(ROOT, file), 'utf8') : '(missing)' }).toEqual({ file, text })
  }
  expect(fs.readdirSync(path.join(ROOT, 'content', 'schemas')).sort()).toEqual(expected.map(({ path: file }) => path.basename(file)).sort())
})

test('the content model describes every content file there is, and no other', () => {
  const onDisk = [
    ...fs.readdirSync(path.join(ROOT, 'content')).filter((name) => name.endsWith('.json')).map((name) => `content/${name}`),
    ...LOCALE_CODES.flatMap((locale) => fs.readdirSync(path.join(ROOT, 'content', locale)).map((name) => `content/${locale}/${name}`)),
  ]
  expect(onDisk.sort()).toEqual(contentFiles.map((entry) => entry.path).sort())
})

test.each(contentFiles.map((entry) => [entry.path, entry.file] as const))('%s names its JSON Schema first and follows it', (file, model) => {
  const data = readJson(file)
  expect(Object.entries(data)[0]).toEqual(['$schema', schemaReference(model)])
  expect(schemaProblems(model.name, data)).toEqual([])
})

test('a missing required field is refused, naming the field', () => {
  const home = copyOf('content/en/home.json')
  delete home.hero.heading
  expect(schemaProblems('home', home)).toEqual(["/hero must have required property 'heading'"])
})

test('a value of the wrong type is refused', () => {
  const site = copyOf('content/site.json')
  site.yearsInBusiness = 'seven'
  expect(schemaProblems('site', site)).toEqual(['/yearsInBusiness must be integer'])
})

test('an unknown key is refused, so a misspelt field name cannot pass unnoticed', () => {
  const story = copyOf('content/ar/story.json')
  story.chapters[0].heding = story.chapters[0].heading
  expect(schemaProblems('story', story)).toEqual(['/chapters/0 must NOT have additional properties'])
})

test('a social network the site has no icon for is refused', () => {
  const site = copyOf('content/site.json')
  site.social[1].network = 'TikTok'
  expect(schemaProblems('site', site)).toEqual(['/social/1/network must be equal to one of the allowed values'])
})

test('an address without https://, an empty required sentence and a misspelt placeholder are refused', () => {
  const site = copyOf('content/site.json')
  site.social[0].url = 'http://www.instagram.com/northwindgrowth'
  expect(schemaProblems('site', site)).toEqual(['/social/0/url must match pattern "^$|^https://"'])

  const home = copyOf('content/en/home.json')
  home.program.heading = 'Our {cuont}-step program'
  home.title = ''
  expect(schemaProblems('home', home)).toEqual([
    '/title must NOT have fewer than 1 characters',
    expect.stringMatching(/^\/program\/heading must match pattern/),
  ])
})

test('a step without its number is refused', () => {
  const steps = copyOf('content/ar/steps.json')
  delete steps.steps[2].number
  expect(schemaProblems('steps', steps)).toEqual(["/steps/2 must have required property 'number'"])
})
