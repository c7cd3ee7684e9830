/**
 * The JSON Schemas (draft 2020-12) of the content files, written from the
 * content model (src/lib/content/model.ts) into content/schemas/ by
 * `npm run content:schemas`. Each content file names its schema in
 * "$schema", so an editor such as VS Code completes its fields, shows their
 * hints and underlines a wrong value while the file is edited by hand; the
 * tests check every file against it (__tests__/content-schemas.test.ts).
 *
 * `patternErrorMessage` is VS Code's keyword for the sentence it shows
 * instead of the bare regular expression; other validators ignore it.
 */
import type { Field, ObjectType, Placeholder, TextField } from '../../src/lib/content/fields'
import { CONTENT_FILES, schemaReference, type ContentFile } from '../../src/lib/content/model'

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
const schemaKey = (file: ContentFile) => ({
  $schema: { title: 'Schema', description: 'Tells editors such as VS Code which fields this file has. Leave it as it is.', const: schemaReference(file) },
})

/** One file's JSON Schema; the languages' files of a name share it. */
export function contentJsonSchema(file: ContentFile): JsonSchema {
  return { $schema: DRAFT, title: file.label, description: file.description, ...objectSchema(file.type, schemaKey(file)) }
}

/** Every schema file: its path under content/schemas/ and its text. */
export function contentSchemaFiles(files: readonly ContentFile[] = CONTENT_FILES): { path: string; text: string }[] {
  return files.map((file) => ({
    path: `content/schemas/${file.name}.schema.json`,
    text: `${JSON.stringify(contentJsonSchema(file), null, 2)}\n`,
  }))
}
