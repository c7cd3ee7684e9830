/**
 * The JSON Schemas (draft 2020-12) of the content files, written from the
 * content model (src/lib/content/model.ts) into content/schemas/ by
 * `npm run content:schemas`. Each content file names its schema in
 * "$schema", so an editor such as VS Code completes its fields, shows their
 * hints and underlines a wrong value while the file is edited by hand; the
 * tests check every file against it (__tests__/gatsby/content-schemas.test.ts,
 * __tests__/gatsby/landing/landing-schema.test.ts).
 *
 * `patternErrorMessage` is VS Code's keyword for the sentence it shows
 * instead of the bare regular expression; other validators ignore it.
 */
import path from 'node:path'
import type { Field, ObjectType, Placeholder, TextField, TypedListField } from '../../src/lib/content/fields'
import { LANDING_SCHEMA_REFERENCE } from '../../src/lib/content/landing-model'
import { CONTENT_FILES, LANDING, schemaReference, type ContentFile } from '../../src/lib/content/model'
import { DEFAULT_LOCALE } from '../../src/lib/i18n/locales'

export type JsonSchema = { [keyword: string]: unknown }

const DRAFT = 'https://json-schema.org/draft/2020-12/schema'

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Text that holds no `{word}` but the placeholders the field allows, so a
 * misspelt {cuont} is underlined instead of reaching visitors as it is.
 */
function placeholderRule(placeholders: readonly Placeholder[]): JsonSchema {
  const known = placeholders.map((name) => `\\{${escapeRegExp(name)}\\}`)
  return {
    pattern: `^(?:[^{]|\\{(?!\\w+\\})${known.map((placeholder) => `|${placeholder}`).join('')})*$`,
    patternErrorMessage:
      placeholders.length > 0
        ? `Only ${placeholders.map((name) => `{${name}}`).join(' and ')} can be used here; check the spelling of anything between { }.`
        : 'No {placeholder} can be used here: it would be shown as it is.',
  }
}

function textSchema(field: TextField): JsonSchema {
  const { rule } = field
  // An optional field may also be left empty ("leave empty to hide").
  const rules = rule
    ? { pattern: field.required ? rule.pattern : `^$|${rule.pattern}`, patternErrorMessage: `It ${rule.message}.` }
    : placeholderRule(field.placeholders)
  return { type: 'string', ...(field.required && { minLength: 1 }), ...rules }
}

function fieldSchema(field: Field): JsonSchema {
  const about = { title: field.label, ...(field.hint && { description: field.hint }) }
  switch (field.kind) {
    case 'string':
    case 'text':
      return { ...about, ...textSchema(field) }
    case 'select':
      return { ...about, type: 'string', enum: [...field.options] }
    case 'integer':
    case 'number':
      return { ...about, type: field.kind, ...(field.minimum !== undefined && { minimum: field.minimum }) }
    case 'boolean':
      return { ...about, type: 'boolean' }
    case 'date':
      return { ...about, type: 'string', format: 'date' }
    case 'image':
      return { ...about, type: 'string' }
    case 'strings':
      return { ...about, type: 'array', items: { type: 'string', minLength: 1, ...placeholderRule(field.placeholders) } }
    case 'object':
      return { ...about, ...objectSchema(field.type) }
    case 'list':
      return { ...about, type: 'array', items: objectSchema(field.type) }
    case 'blocks':
      return { ...about, type: 'array', items: blockSchema(field) }
  }
}

/** An item of a typed list: one of its kinds, told by `type`. */
function blockSchema(field: TypedListField): JsonSchema {
  return {
    oneOf: Object.entries(field.types).map(([name, block]) => {
      const schema = objectSchema(block.type, { type: { title: 'Block', description: block.label, const: name } })
      return { title: block.label, ...(block.hint && { description: block.hint }), ...schema, required: ['type', ...(schema.required as string[])] }
    }),
  }
}

function objectSchema(type: ObjectType, extra: JsonSchema = {}): JsonSchema {
  const fields = Object.entries(type.fields)
  return {
    type: 'object',
    properties: { ...extra, ...Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)])) },
    required: fields.filter(([, field]) => field.required).map(([name]) => name),
    additionalProperties: false,
  }
}

// The key naming the schema, first in every file; not required, so a tool
// that drops it leaves the file valid.
const schemaKey = (reference: string) => ({
  $schema: { title: 'Schema', description: 'Tells editors such as VS Code which fields this file has. Leave it as it is.', const: reference },
})

/** One file's JSON Schema; the languages' files of a name share it. */
export function contentJsonSchema(file: ContentFile): JsonSchema {
  return { $schema: DRAFT, title: file.label, description: file.description, ...objectSchema(file.type, schemaKey(schemaReference(file))) }
}

/** A landing page's schema: its files are one folder deeper (content/landing/<lang>/). */
export function landingJsonSchema(): JsonSchema {
  return { $schema: DRAFT, title: LANDING.label, description: LANDING.description, ...objectSchema(LANDING.type, schemaKey(LANDING_SCHEMA_REFERENCE)) }
}

const schemaText = (schema: JsonSchema) => `${JSON.stringify(schema, null, 2)}\n`

/** Every schema file: its path under content/schemas/ and its text. */
export function contentSchemaFiles(files: readonly ContentFile[] = CONTENT_FILES): { path: string; text: string }[] {
  return [
    ...files.map((file) => ({ path: `content/schemas/${file.name}.schema.json`, text: schemaText(contentJsonSchema(file)) })),
    // Where a page's "$schema" points, from a language's folder.
    { path: path.posix.join(LANDING.folder, DEFAULT_LOCALE, LANDING_SCHEMA_REFERENCE), text: schemaText(landingJsonSchema()) },
  ]
}
