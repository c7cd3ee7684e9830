/**
 * The CMS's collections, generated from the content model
 * (lib/content/model.ts), the same description the GraphQL types, the
 * JSON Schemas and the build's checks come from: a field cannot exist in one
 * and not in the others. Every content file is one entry, and a file's
 * languages are one entry edited side by side (Decap's i18n, one folder per
 * language as in content/). Where the repository is and who may publish is
 * configuration, in static/admin/config.yml.
 */
import { ARTICLE, CONTENT_FILES, LANDING, TOPICS, UPLOADS, schemaReference, type ContentFile } from '../lib/content/model'
import { topicName, type TopicName } from '../lib/content/topics'
import { LANDING_SCHEMA_REFERENCE, isNoindex } from '../lib/content/landing-model'
import type { Field, ObjectType } from '../lib/content/fields'
import { SITE_URL } from '../lib/head/site-url'
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../lib/i18n/locales'
import insightsAr from '../../content/ar/insights.json'
import insightsEn from '../../content/en/insights.json'

/** A field as Decap's config describes it (the subset this site uses). */
export type CmsField = {
  name: string
  label: string
  widget: 'string' | 'text' | 'select' | 'number' | 'boolean' | 'list' | 'object' | 'hidden' | 'datetime' | 'image' | 'markdown' | 'relation'
  hint?: string
  required?: boolean
  /** `'duplicate'`: one value for every language, written in the default language and copied to the others. */
  i18n?: boolean | 'duplicate'
  default?: string | boolean
  pattern?: [string, string]
  options?: readonly (string | { label: string; value: string })[]
  value_type?: 'int' | 'float'
  min?: number
  field?: CmsField
  fields?: CmsField[]
  /** A typed list's kinds of item (Decap's list widget with `types`). */
  types?: (Omit<CmsField, 'required' | 'i18n'> & { fields: CmsField[] })[]
  /** The key that tells a typed list's items apart. */
  typeKey?: string
  /** How the list's "Add" button names one item. */
  label_singular?: string
  collapsed?: boolean
  summary?: string
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
  /** A Markdown field's preview goes through Decap's sanitizer (DOMPurify) before it is shown on /admin/, the page that holds the editor's GitHub token. */
  sanitize_preview?: boolean
  /** A relation's collection, the value it saves and how it lists and finds the choices (Decap's relation widget). */
  collection?: string
  value_field?: string
  search_fields?: string[]
  display_fields?: string[]
}

export type CmsFile = { name: string; label: string; file: string; description: string; fields: CmsField[] }

/** One entry per content file: the site facts as a file entry, each language file as a collection of its own (see CMS_COLLECTIONS). */
export type CmsCollection = {
  name: string
  label: string
  label_singular?: string
  description: string
  editor?: { preview: boolean }
  fields?: CmsField[]
  files?: CmsFile[]
  folder?: string
  extension?: 'json' | 'md'
  format?: 'json' | 'frontmatter'
  slug?: string
  media_folder?: string
  public_folder?: string
  sortable_fields?: string[]
  filter?: { field: string; value: string }
  identifier_field?: string
  summary?: string
  create?: boolean
  delete?: boolean
  i18n?: boolean
}

/** Widget and its options for each kind of field in the model. */
function widgetOf(field: Field): Omit<CmsField, 'name' | 'label' | 'hint' | 'required' | 'i18n'> {
  switch (field.kind) {
    case 'string':
    case 'text':
      return { widget: field.kind, ...(field.rule && { pattern: [field.rule.pattern, `${field.label} ${field.rule.message}.`] }) }
    case 'select':
      return { widget: 'select', options: field.options }
    case 'integer':
    case 'number':
      return { widget: 'number', value_type: field.kind === 'integer' ? 'int' : 'float', ...(field.minimum !== undefined && { min: field.minimum }) }
    case 'boolean':
      return { widget: 'boolean', default: false }
    case 'date':
      // Saved as the day alone (2026-11-24), as the build reads it.
      return { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD', time_format: false, picker_utc: true }
    case 'image':
      return { widget: 'image', choose_url: false }
    case 'strings':
      return { widget: 'list', field: { name: 'line', label: field.label, widget: 'string' } }
    case 'object':
      return { widget: 'object', collapsed: false, fields: fieldsOf(field.type) }
    case 'list':
      return { widget: 'list', collapsed: false, fields: fieldsOf(field.type) }
    case 'blocks':
      // Decap's typed list: each kind of block with its own fields, told apart by `type`.
      return {
        widget: 'list',
        label_singular: 'block',
        collapsed: true,
        typeKey: 'type',
        types: Object.entries(field.types).map(([name, block]) => ({
          name,
          label: block.label,
          widget: 'object',
          ...(block.hint && { hint: block.hint }),
          // Decap shows a block's summary instead of its kind's label: say both, "Hero: <its heading>".
          summary: `${block.label}: {{fields.${block.summary}}}`,
          fields: fieldsOf(block.type),
        })),
      }
  }
}

function fieldsOf(type: ObjectType): CmsField[] {
  return Object.entries(type.fields).map(([name, field]) => ({
    name,
    label: field.label,
    ...(field.hint && { hint: field.hint }),
    required: field.required,
    ...widgetOf(field),
  }))
}

/** Every field of every language file is translated: each language has its own words (and its own steps, approaches and chapters). */
const withTranslation = (fields: CmsField[]): CmsField[] =>
  fields.map((field) => ({
    ...field,
    i18n: true,
    ...(field.field && { field: { ...field.field, i18n: true } }),
    ...(field.fields && { fields: withTranslation(field.fields) }),
    ...(field.types && { types: field.types.map((type) => ({ ...type, fields: withTranslation(type.fields) })) }),
  }))

/**
 * The file's "$schema" (see content/schemas/), kept by every save: hidden
 * from editors, it is what lets a hand edit in VS Code be checked.
 */
const schemaField = (file: ContentFile): CmsField => ({ name: '$schema', label: 'JSON Schema', widget: 'hidden', default: schemaReference(file) })

const siteFile = (file: ContentFile): CmsFile => ({
  name: file.name,
  label: file.label,
  description: file.description,
  file: `content/${file.name}.json`,
  fields: [schemaField(file), ...fieldsOf(file.type)],
})

/**
 * A language file as a collection of one entry, edited in every language
 * side by side. Decap translates file entries only within one file, so each
 * is a folder collection over content/<lang>/, narrowed to the one file by
 * the JSON Schema it names (every content file names its own).
 */
const languageCollection = (file: ContentFile): CmsCollection => ({
  name: file.name,
  label: file.label,
  description: file.description,
  folder: 'content',
  extension: 'json',
  format: 'json',
  filter: { field: '$schema', value: schemaReference(file) },
  identifier_field: '$schema',
  summary: file.label,
  create: false,
  delete: false,
  i18n: true,
  fields: withTranslation([schemaField(file), ...fieldsOf(file.type)]),
})

export const CMS_COLLECTIONS: CmsCollection[] = [
  {
    name: 'site',
    label: 'Site facts',
    description: 'The company name, contact details and links, the same in every language.',
    editor: { preview: false },
    files: CONTENT_FILES.filter((file) => file.scope === 'site').map(siteFile),
  },
  ...CONTENT_FILES.filter((file) => file.scope === 'language').map(languageCollection),
]

/** Each language's names of the topics, as the site shows them (content/<lang>/insights.json). */
const TOPIC_NAMES: Record<Locale, readonly TopicName[]> = { en: insightsEn.topics, ar: insightsAr.topics }

/** The topic select offers each topic by its names in every language; the file keeps the id. */
const withTopicNames = (field: CmsField): CmsField =>
  field.name === 'topic' ? { ...field, options: TOPICS.map((topic) => ({ value: topic, label: LOCALE_CODES.map((locale) => topicName(TOPIC_NAMES[locale], topic)).join(' / ') })) } : field

/**
 * The Insights articles: one Markdown file per article and language,
 * content/insights/<lang>/<slug>.md (Decap's i18n `multiple_folders`, as for
 * the copy), so an article can exist in one language only and both are
 * edited side by side. Every front-matter field comes from the model
 * (ARTICLE), the text is the Markdown body. Images uploaded here go to
 * content/insights/images/ and are written ../images/<file>, relative to the
 * article, where the build finds and resizes them (a media folder relative
 * to i18n entries would break their paths, Decap issue #4781).
 */
export const ARTICLES_COLLECTION: CmsCollection = {
  // Not "insights": that is the collection of content/<lang>/insights.json, the words around the articles.
  name: 'articles',
  label: ARTICLE.label,
  description: ARTICLE.description,
  folder: ARTICLE.folder,
  extension: 'md',
  format: 'frontmatter',
  create: true,
  delete: true,
  i18n: true,
  slug: '{{slug}}',
  identifier_field: 'title',
  summary: '{{title}} ({{date}})',
  sortable_fields: ['date', 'title'],
  media_folder: `/${ARTICLE.images}`,
  public_folder: '../images',
  fields: withTranslation([
    ...fieldsOf(ARTICLE.type).map(withTopicNames),
    {
      name: 'body',
      label: 'Text',
      widget: 'markdown',
      hint: 'Use Heading 2 for sections (three or more make a table of contents); every image needs its description.',
      sanitize_preview: true,
    },
  ]),
}

/**
 * "Variant of": chosen from the landing pages, listed by title and address,
 * saving the page's file name (its slug), the same in both languages; the
 * build checks the rest (same campaign, same languages, not a variant).
 */
const VARIANT_OF: Partial<CmsField> = {
  widget: 'relation',
  collection: 'landing',
  value_field: '{{slug}}',
  search_fields: ['title', 'campaign'],
  display_fields: [`{{title}} (${LANDING.prefix}{{slug}}/)`],
  i18n: 'duplicate',
}

/** What differs in the CMS from a field as the model has it: one campaign for both languages, the original chosen from a list; pages start hidden from search, as the build reads a page that says nothing. */
function landingField(field: CmsField): CmsField {
  if (field.name === 'campaign') return { ...field, i18n: 'duplicate' }
  if (field.name === 'variantOf') return { ...field, pattern: undefined, ...VARIANT_OF }
  if (field.name === 'noindex') return { ...field, default: isNoindex({}) }
  return field
}

/**
 * The campaign landing pages (src/lib/content/landing-model.ts): one JSON file per
 * page and language, content/landing/<lang>/<slug>.json (Decap's i18n
 * `multiple_folders`), both languages edited side by side; the blocks are a
 * typed list, each block summed up by its kind and heading. A new page's
 * file name, and so its address /lp/<slug>/, is its campaign id as first
 * saved (already lower-case letters, digits and hyphens); it stays when
 * the campaign is changed later. Decap checks a new name only against the
 * pages it has listed (with i18n folders it looks for the file outside the
 * language folders), so each page needs a campaign id of its own. Images
 * go to content/landing/images/, written ../images/<file> as the build reads them.
 */
export const LANDING_COLLECTION: CmsCollection = {
  name: 'landing',
  label: LANDING.label,
  label_singular: 'Landing page',
  description: LANDING.description,
  folder: LANDING.folder,
  extension: 'json',
  format: 'json',
  create: true,
  delete: true,
  i18n: true,
  slug: '{{campaign}}',
  identifier_field: 'title',
  // The file name is the address: shown with each page in the list.
  summary: `{{title}} (${LANDING.prefix}{{filename}}/)`,
  sortable_fields: ['title', 'campaign'],
  media_folder: `/${LANDING.images}`,
  public_folder: '../images',
  fields: withTranslation([{ name: '$schema', label: 'JSON Schema', widget: 'hidden', default: LANDING_SCHEMA_REFERENCE }, ...fieldsOf(LANDING.type)]).map(landingField),
}

/** Decap's i18n settings: the site's languages, one folder each. */
export const CMS_I18N = { structure: 'multiple_folders', locales: LOCALE_CODES, default_locale: DEFAULT_LOCALE } as const

/** The part of the CMS's configuration that is code: what there is to edit. Where it is saved is static/admin/config.yml. */
export const cmsConfig = () => ({
  load_config_file: true,
  site_url: SITE_URL,
  display_url: SITE_URL,
  i18n: CMS_I18N,
  // New articles' file names (their addresses) in Latin letters, lower case, with hyphens.
  slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
  // Uploads outside the articles and landing pages (none today; Decap requires a folder): the build and the headers read the same place.
  media_folder: UPLOADS.folder,
  public_folder: UPLOADS.path,
  collections: [...CMS_COLLECTIONS, ARTICLES_COLLECTION, LANDING_COLLECTION],
})
