/**
 * The vocabulary of the content model (model.ts): what kinds of field a
 * content file can have, and small builders that read like the model they
 * describe: `string('Heading', { hint: '…' })`, `optional(...)`,
 * `list('Steps', StepType)`. Plain data, no Gatsby: the GraphQL types
 * (gatsby/pipeline/sdl.ts), the JSON Schemas (gatsby/pipeline/json-schema.ts),
 * the build's checks (check.ts) and the CMS
 * (src/cms/collections.ts) are all read from what these build.
 */

/**
 * The {placeholders} a sentence may hold, each filled in by the site, and
 * what it becomes: written into the hint of every field that allows it.
 */
export const PLACEHOLDERS = {
  company: 'the company name (from site.json)',
  count: 'the number of program steps',
  country: 'the name of the country the visitor chose',
  days: 'how many days a lead is kept once delivered, or once the site stopped trying to deliver it (leadRetentionDays in site.json; in Arabic the word after the number agrees with it: 30 يومًا, 10 أيام)',
  limit: 'the size limit in kilobytes',
  max: 'the most characters a name may have',
  name: "the visitor's name",
  network: "the social network's name, such as Instagram",
  phone: "the visitor's phone number",
  platforms: 'the names of the ad platforms the site tells, from the names below, joined as the language joins a list: "Google, Meta (Facebook, Instagram) and Snapchat"',
  seconds: 'how many seconds to wait',
  topic: "the topic's name",
  duration: 'the reading time, such as "4 minutes"',
  date: 'the date, written out in the page\'s language',
  page: 'the page number',
  title: "the page's title without the page number",
  years: 'the years in business (from site.json)',
} as const

export type Placeholder = keyof typeof PLACEHOLDERS

/** A rule a value must follow, beyond its kind. */
export type Rule = {
  /** The regular expression the whole value must match (JSON Schema's `pattern`). */
  pattern: string
  /** What is wrong when it does not, said after the field's name: "must start with https://". */
  message: string
  /** A stricter test only code can make (a phone number that exists): the build runs it, a JSON Schema cannot. */
  test?: (value: string) => boolean
}

type FieldBase = {
  /** The field's name for an editor (the CMS label, the JSON Schema title). */
  label: string
  /** What to write there, in plain words (the CMS hint, the JSON Schema description). */
  hint?: string
  required: boolean
}

/** One line of text (`string`) or prose that may run over several lines (`text`). */
export type TextField = FieldBase & { kind: 'string' | 'text'; placeholders: readonly Placeholder[]; rule?: Rule }
/** One of a fixed list of values. */
export type SelectField = FieldBase & { kind: 'select'; options: readonly string[]; message: string }
export type NumberField = FieldBase & { kind: 'integer' | 'number'; minimum?: number }
export type BooleanField = FieldBase & { kind: 'boolean' }
/** A calendar day, written YYYY-MM-DD. */
export type DateField = FieldBase & { kind: 'date' }
/** An image file beside the content, with the field that holds its alt text. */
export type ImageField = FieldBase & { kind: 'image'; altField: string }
/** A list of lines of text. */
export type StringListField = FieldBase & { kind: 'strings'; placeholders: readonly Placeholder[] }
/** A group of fields (`object`) or a list of such groups (`list`). */
export type ObjectField = FieldBase & { kind: 'object' | 'list'; type: ObjectType }
/** One kind of item a typed list holds: `{ "type": "<its key>", ...its fields }`. */
export type BlockType = {
  label: string
  hint?: string
  /** The field whose value sums the item up in one line (the CMS's summary of a block). */
  summary: string
  type: ObjectType
}
/**
 * A list whose items are of several kinds, each told by its `type` (a
 * landing page's blocks): Decap's list widget with `types`. `name` is the
 * GraphQL type of an item, which holds every kind's fields.
 */
export type TypedListField = FieldBase & { kind: 'blocks'; name: string; types: Readonly<Record<string, BlockType>> }

export type Field = TextField | SelectField | NumberField | BooleanField | DateField | ImageField | StringListField | ObjectField | TypedListField

/** A named group of fields: its name is its GraphQL type's. */
export type ObjectType = { name: string; fields: Readonly<Record<string, Field>> }

type TextOptions = { hint?: string; placeholders?: readonly Placeholder[]; rule?: Rule }

/**
 * What a builder returns: its kind of field, required, with the parts that
 * say what its value holds kept as they were written (a group's fields, the
 * kinds of a typed list), so src/lib/content/field-values.ts can type the
 * values from the model itself.
 */
type Built<F extends Field, Parts = object> = Omit<F, keyof Parts | 'required'> & Parts & { required: true }

/** The hint, followed by what each placeholder becomes. */
function hintWith(hint: string | undefined, placeholders: readonly Placeholder[]): string | undefined {
  if (placeholders.length === 0) return hint
  const each = placeholders.map((name) => `{${name}} for ${PLACEHOLDERS[name]}`)
  const sentence = `You can write ${each.length > 1 ? `${each.slice(0, -1).join(', ')} and ${each[each.length - 1]}` : each[0]}.`
  return hint ? `${hint} ${sentence}` : sentence
}

const textField =
  <K extends TextField['kind']>(kind: K) =>
  (label: string, { hint, placeholders = [], rule }: TextOptions = {}): Built<TextField, { kind: K }> => ({
    kind,
    label,
    hint: hintWith(hint, placeholders),
    required: true,
    placeholders,
    ...(rule && { rule }),
  })

/** One line of text: a heading, a label, a name. */
export const string = textField('string')

/** Prose that may run over several lines. */
export const text = textField('text')

export const integer = (label: string, { hint, minimum }: { hint?: string; minimum?: number } = {}): Built<NumberField, { kind: 'integer' }> => ({
  kind: 'integer',
  label,
  hint,
  required: true,
  ...(minimum !== undefined && { minimum }),
})

export const select = (label: string, options: readonly string[], { hint, message }: { hint?: string; message: string }): Built<SelectField> => ({
  kind: 'select',
  label,
  hint,
  required: true,
  options,
  message,
})

export const strings = (label: string, { hint, placeholders = [] }: { hint?: string; placeholders?: readonly Placeholder[] } = {}): Built<StringListField> => ({
  kind: 'strings',
  label,
  hint: hintWith(hint, placeholders),
  required: true,
  placeholders,
})

export const object = <T extends ObjectType>(label: string, type: T, { hint }: { hint?: string } = {}): Built<ObjectField, { kind: 'object'; type: T }> => ({
  kind: 'object',
  label,
  hint,
  required: true,
  type,
})

export const list = <T extends ObjectType>(label: string, type: T, { hint }: { hint?: string } = {}): Built<ObjectField, { kind: 'list'; type: T }> => ({
  kind: 'list',
  label,
  hint,
  required: true,
  type,
})

export const boolean = (label: string, { hint }: { hint?: string } = {}): Built<BooleanField> => ({ kind: 'boolean', label, hint, required: true })

/** A day such as 2026-11-24 (YAML and the CMS write it so). */
export const date = (label: string, { hint }: { hint?: string } = {}): Built<DateField> => ({ kind: 'date', label, hint, required: true })

/** An image whose alt text is the field `altField`: the build fails when the image is set and its alt text is not. */
export const image = (label: string, altField: string, { hint }: { hint?: string } = {}): Built<ImageField> => ({ kind: 'image', label, hint, required: true, altField })

export const blocks = <T extends TypedListField['types']>(label: string, name: string, types: T, { hint }: { hint?: string } = {}): Built<TypedListField, { types: T }> => ({
  kind: 'blocks',
  label,
  hint,
  required: true,
  name,
  types,
})

/** The same field, which may be left out or left empty. */
export const optional = <F extends Field>(field: F): Omit<F, 'required'> & { required: false } => ({ ...field, required: false })

export const group = <F extends ObjectType['fields']>(name: string, fields: F): { name: string; fields: F } => ({ name, fields })

/**
 * What ties the languages' copies of a content item together, and what
 * they must share: declared by each type of the model, checked by the
 * build from it (gatsby/pipeline/parity.ts, gatsby/landing/checks.ts).
 */
export type Translations = {
  /** What pairs the copies: a site content file by its name, an article or a landing page by its slug (its file name). */
  pairedBy: 'name' | 'slug'
  /** In a list, the items that are the same item in every language: the first of these fields an item has agrees (anything else by its position). */
  itemKeys?: readonly string[]
  /** The fields every language's copy holds the same value in, each with the reason an editor reads. */
  same?: Readonly<Record<string, string>>
}
