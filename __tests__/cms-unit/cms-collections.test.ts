/**
 * @jest-environment node
 *
 * The CMS edits the content files as they are: every field of every file is
 * in the CMS with the model's label, hint and rules, and nothing else is.
 * The CMS's collections are generated from the content model, so this is
 * also the drift test: a field dropped from the CMS description, or from the
 * model the checks and the GraphQL types read, leaves the files with a field
 * one of them does not know.
 */
import fs from 'node:fs'
import path from 'node:path'
import { ARTICLES_COLLECTION, CMS_COLLECTIONS, CMS_I18N, LANDING_COLLECTION, cmsConfig, type CmsField, type CmsFile } from '../../src/cms/collections'
import { ARTICLE, CONTENT_FILES, LANDING } from '../../src/lib/content/model'
import { BLOCK_TYPES, LANDING_BLOCKS } from '../../src/lib/content/landing-model'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'

const root = path.join(__dirname, '..', '..')
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

/** Every key path in a value: objects by key, list items as `[]`. */
function keyPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return [...new Set(value.flatMap((item) => keyPaths(item, `${prefix}[]`)))]
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => {
      const here = prefix ? `${prefix}.${key}` : key
      return [here, ...keyPaths(child, here)]
    })
  }
  return []
}

/** Every field path the CMS can write. */
function fieldPaths(fields: readonly CmsField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const here = prefix ? `${prefix}.${field.name}` : field.name
    if (field.fields) return [here, ...fieldPaths(field.fields, field.widget === 'list' ? `${here}[]` : here)]
    return [here]
  })
}

/** Each CMS entry: its name, its fields, and where Decap reads and writes it on disk (one file per language for a translated entry). */
type Entry = { name: string; fields: CmsField[]; onDisk: string[] }

const schemaOf = (file: string) => (readJson(file) as { $schema?: string }).$schema
const languageFiles = LOCALE_CODES.flatMap((locale) => fs.readdirSync(path.join(root, 'content', locale)).map((name) => `content/${locale}/${name}`))

const entries: Entry[] = CMS_COLLECTIONS.flatMap((collection): Entry[] => {
  if (collection.files) return collection.files.map((file: CmsFile) => ({ name: file.name, fields: file.fields, onDisk: [file.file] }))
  // A folder collection narrowed to one file by its "$schema", in every language folder.
  const onDisk = languageFiles.filter((file) => schemaOf(file) === collection.filter!.value)
  return [{ name: collection.name, fields: collection.fields!, onDisk }]
})

test('every content file is one CMS entry, in each of its languages, and no file is in two', () => {
  expect(entries.map((entry) => entry.name).sort()).toEqual(CONTENT_FILES.map((file) => file.name).sort())
  for (const entry of entries) {
    const file = CONTENT_FILES.find((candidate) => candidate.name === entry.name)!
    expect(entry.onDisk.sort()).toEqual(file.scope === 'site' ? [`content/${file.name}.json`] : LOCALE_CODES.map((locale) => `content/${locale}/${file.name}.json`).sort())
  }
  expect(entries.flatMap((entry) => entry.onDisk).sort()).toEqual(['content/site.json', ...languageFiles].sort())
})

test('the languages are edited side by side, one folder each, as in content/', () => {
  expect(CMS_I18N).toEqual({ structure: 'multiple_folders', locales: LOCALE_CODES, default_locale: 'en' })
  expect(cmsConfig().i18n).toBe(CMS_I18N)
  for (const collection of CMS_COLLECTIONS.filter((candidate) => candidate.folder)) {
    expect(collection).toMatchObject({ folder: 'content', format: 'json', i18n: true, create: false, delete: false })
  }
})

describe.each(entries.flatMap((entry) => entry.onDisk.map((onDisk) => [onDisk, entry] as const)))('%s', (onDisk, file) => {
  test('has exactly the fields the CMS edits (no drift between the files, the model and the CMS)', () => {
    expect(keyPaths(readJson(onDisk)).sort()).toEqual(fieldPaths(file.fields).sort())
  })

  test('keeps its "$schema" through every save', () => {
    const schema = file.fields.find((field) => field.name === '$schema')
    expect(schema).toMatchObject({ widget: 'hidden', default: (readJson(onDisk) as { $schema: string }).$schema })
  })

  test("meets the CMS's own rules as it is, so an editor can save it unchanged", () => {
    const check = (fields: readonly CmsField[], value: Record<string, unknown>) => {
      for (const field of fields) {
        const own = value[field.name]
        if (field.required !== false && field.widget !== 'hidden') expect([field.name, own === undefined || own === '']).toEqual([field.name, false])
        if (field.pattern && typeof own === 'string' && own !== '') expect(own).toMatch(new RegExp(field.pattern[0]))
        if (field.options) expect(field.options).toContain(own)
        if (field.fields && Array.isArray(own)) own.forEach((item) => check(field.fields!, item as Record<string, unknown>))
        else if (field.fields) check(field.fields, own as Record<string, unknown>)
      }
    }
    check(file.fields, readJson(onDisk) as Record<string, unknown>)
  })
})

test('every field an editor sees has a label, and every field with a {placeholder} says in its hint what it becomes', () => {
  const visible = (fields: readonly CmsField[]): CmsField[] =>
    fields.filter((field) => field.widget !== 'hidden').flatMap((field) => [field, ...visible(field.fields ?? [])])
  const fields = entries.flatMap((entry) => visible(entry.fields))
  for (const field of fields) expect(field.label.trim()).not.toBe('')
  const fieldOf = (entry: string, ...names: string[]) =>
    names.reduce<CmsField | undefined>((field, name) => (field ? field.fields : entries.find((candidate) => candidate.name === entry)!.fields)?.find((child) => child.name === name), undefined)!
  const programHeading = fieldOf('home', 'program', 'heading')
  expect(programHeading.hint).toMatch(/\{count\} for the number of program steps/)
  const chapterText = fieldOf('story', 'chapters', 'text')
  expect(chapterText.hint).toMatch(/\{years\} for the years in business/)
  const privacyParagraphs = fieldOf('privacy', 'sections', 'paragraphs')
  expect(privacyParagraphs.hint).toMatch(/\{days\} for how many days a lead is kept once delivered, or once the site stopped trying to deliver it/)
})

test('the widgets follow the model: a country list, whole numbers, rules with their messages', () => {
  const site = entries.find((entry) => entry.name === 'site')!
  const byName = Object.fromEntries(site.fields.map((field) => [field.name, field]))
  expect(byName.defaultPhoneCountry).toMatchObject({ widget: 'select', required: true })
  expect(byName.defaultPhoneCountry.options).toContain('AE')
  expect(byName.yearsInBusiness).toMatchObject({ widget: 'number', value_type: 'int', min: 0 })
  expect(byName.leadRetentionDays).toMatchObject({ widget: 'number', value_type: 'int', min: 1, required: true })
  expect(byName.whatsappNumber).toMatchObject({ widget: 'string', required: false })
  expect(byName.whatsappNumber.pattern?.[1]).toMatch(/^WhatsApp number must be a phone number in international format/)
  expect(byName.social).toMatchObject({ widget: 'list' })
  const services = entries.find((entry) => entry.name === 'services')!
  const points = services.fields.find((field) => field.name === 'approaches')!.fields!.find((field) => field.name === 'points')!
  // A list of sentences, one field each: not Decap's comma-separated single line, which would split a sentence at its commas.
  expect(points).toMatchObject({ widget: 'list', field: { widget: 'string' } })
})

describe('Insights articles', () => {
  const config = cmsConfig()
  const articles = config.collections.find((collection) => collection.name === ARTICLES_COLLECTION.name)!

  test('every collection has its own name (Decap refuses the whole configuration otherwise)', () => {
    const names = config.collections.map((collection) => collection.name)
    expect(new Set(names).size).toBe(names.length)
  })

  test('articles are Markdown files, one per language, created and deleted in the CMS, with every front-matter field of the model and the text', () => {
    expect(articles).toMatchObject({ folder: 'content/insights', extension: 'md', format: 'frontmatter', create: true, delete: true, i18n: true })
    expect(config.i18n.structure).toBe('multiple_folders')
    expect(articles.fields!.map((field) => field.name)).toEqual([...Object.keys(ARTICLE.type.fields), 'body'])
    const widget = (name: string) => articles.fields!.find((field) => field.name === name)!
    // Offered by the names readers see, in both languages; saved as the id.
    expect(widget('topic')).toMatchObject({
      widget: 'select',
      options: [
        { value: 'strategy', label: 'Strategy / الاستراتيجية' },
        { value: 'advertising', label: 'Advertising / الإعلانات' },
        { value: 'measurement', label: 'Measurement / القياس' },
        { value: 'branding', label: 'Branding / العلامة التجارية' },
      ],
      required: true,
    })
    expect(widget('date')).toMatchObject({ widget: 'datetime', format: 'YYYY-MM-DD', time_format: false, required: true })
    expect(widget('updated')).toMatchObject({ widget: 'datetime', required: false })
    expect(widget('draft')).toMatchObject({ widget: 'boolean', default: false, required: false })
    expect(widget('cover')).toMatchObject({ widget: 'image', required: false })
    expect(widget('coverAlt')).toMatchObject({ widget: 'string', required: false })
    expect(widget('body')).toMatchObject({ widget: 'markdown', i18n: true })
  })

  test('images uploaded with an article land where the build resizes them, named relative to the article', () => {
    expect(articles.media_folder).toBe('/content/insights/images')
    expect(articles.public_folder).toBe('../images')
    for (const locale of LOCALE_CODES) {
      for (const name of fs.readdirSync(path.join(root, 'content/insights', locale))) {
        const text = fs.readFileSync(path.join(root, 'content/insights', locale, name), 'utf8')
        for (const [, src] of text.matchAll(/(?:!\[[^\]]*\]\(|^cover:\s*)(\S+?)\)?$/gm)) expect(src.replace(/^["']|["']$/g, '')).toMatch(/^\.\.\/images\//)
      }
    }
  })
})

describe('Landing pages', () => {
  const config = cmsConfig()
  const landing = config.collections.find((collection) => collection.name === LANDING_COLLECTION.name)!
  const field = (name: string) => landing.fields!.find((candidate) => candidate.name === name)!
  const blocks = field('blocks')
  const landingFiles = LOCALE_CODES.flatMap((locale) => fs.readdirSync(path.join(root, LANDING.folder, locale)).map((name) => `${LANDING.folder}/${locale}/${name}`))

  /** Every field path the CMS can write on a page, a block's fields under `blocks[]` with its `type`. */
  const landingPaths = () => [
    ...fieldPaths(landing.fields!.filter((candidate) => candidate.name !== 'blocks')),
    'blocks',
    'blocks[].type',
    ...blocks.types!.flatMap((type) => fieldPaths(type.fields, 'blocks[]')),
  ]

  test('pages are JSON files, one per language under content/landing/<lang>/, created and deleted in the CMS, named by their campaign id', () => {
    expect(landing).toMatchObject({ folder: 'content/landing', extension: 'json', format: 'json', create: true, delete: true, i18n: true, slug: '{{campaign}}' })
    expect(config.i18n.structure).toBe('multiple_folders')
    // The list names each page with its address.
    expect(landing.summary).toBe('{{title}} (/lp/{{filename}}/)')
    // What the slug is made of already follows the rule a file name must.
    expect(field('campaign').pattern![0]).toBe(LANDING.slugRule.pattern)
  })

  test('every field of the model is in the CMS, in its order, each language with its own words but one campaign and one original for both', () => {
    expect(landing.fields!.map((candidate) => candidate.name)).toEqual(['$schema', ...Object.keys(LANDING.type.fields)])
    expect(field('$schema')).toMatchObject({ widget: 'hidden' })
    expect(field('campaign').i18n).toBe('duplicate')
    const translated = (fields: readonly CmsField[]): boolean[] => fields.flatMap((candidate) => [candidate.i18n === true, ...translated(candidate.fields ?? [])])
    expect(field('variantOf').i18n).toBe('duplicate')
    expect(translated(landing.fields!.filter((candidate) => !['campaign', 'variantOf'].includes(candidate.name)))).not.toContain(false)
    expect(translated(blocks.types!.flatMap((type) => type.fields))).not.toContain(false)
  })

  test('"Variant of" is chosen from the landing pages, listed by title and address, saving the file name; it may stay empty', () => {
    expect(field('variantOf')).toMatchObject({
      label: 'Variant of',
      widget: 'relation',
      collection: 'landing',
      value_field: '{{slug}}',
      display_fields: ['{{title}} (/lp/{{slug}}/)'],
      required: false,
    })
    expect(field('variantOf').pattern).toBeUndefined()
  })

  test('a new page starts hidden from search engines, as the build treats a page that does not say', () => {
    expect(field('noindex')).toMatchObject({ widget: 'boolean', default: true, required: false })
    expect(field('draft')).toMatchObject({ widget: 'boolean', default: false, required: false })
  })

  test("the blocks are Decap's typed list: every kind of the model, told apart by `type`, each summed up in one line by its kind and heading", () => {
    expect(blocks).toMatchObject({ widget: 'list', typeKey: 'type', collapsed: true, label_singular: 'block', i18n: true })
    expect(blocks.types!.map((type) => type.name)).toEqual(BLOCK_TYPES)
    for (const type of blocks.types!) {
      const block = LANDING_BLOCKS[type.name as keyof typeof LANDING_BLOCKS]
      expect(type).toMatchObject({ label: block.label, hint: block.hint, summary: `${block.label}: {{fields.heading}}`, widget: 'object' })
      expect(type.fields.map((candidate) => candidate.name)).toEqual(Object.keys(block.type.fields))
      for (const candidate of type.fields) expect([candidate.name, candidate.required]).toEqual([candidate.name, block.type.fields[candidate.name as keyof typeof block.type.fields].required])
    }
  })

  test.each(landingFiles)('%s has only fields the CMS edits, and meets its rules as it is', (file) => {
    const page = readJson(file) as Record<string, unknown>
    const known = landingPaths()
    for (const key of keyPaths(page)) expect([key, known.includes(key)]).toEqual([key, true])
    expect(page.$schema).toBe(field('$schema').default)
    expect(page.campaign).toMatch(new RegExp(field('campaign').pattern![0]))
  })

  test('images uploaded with a page land where the build finds them, named relative to the page', () => {
    expect(landing.media_folder).toBe('/content/landing/images')
    expect(landing.public_folder).toBe('../images')
  })
})

/** Every field of the CMS's configuration, nested ones and a typed list's kinds included. */
function everyField(fields: readonly CmsField[] = []): CmsField[] {
  return fields.flatMap((field) => [field, ...everyField(field.fields), ...everyField(field.field && [field.field]), ...everyField(field.types?.flatMap((type) => type.fields))])
}

test("every Markdown field's preview goes through Decap's sanitizer (sanitize_preview), on the page that holds the editor's GitHub token", () => {
  const fields = cmsConfig().collections.flatMap((collection) => everyField([...(collection.fields ?? []), ...(collection.files ?? []).flatMap((file) => file.fields)]))
  const markdown = fields.filter((field) => field.widget === 'markdown')
  expect(markdown.map((field) => field.name)).toContain('body')
  expect(markdown.filter((field) => field.sanitize_preview !== true).map((field) => field.name)).toEqual([])
})
