/**
 * What the fields of the content model (fields.ts) hold, as types and as
 * values: `Values<typeof group>` is the type of a group's value, read from
 * the model itself, so a component typed by it changes when the model does;
 * `valuesOf(group, data)` makes such a value from data that may leave
 * fields out (a query's answer, where every field may be null, or an entry
 * the CMS is still editing). Plain TypeScript, no Gatsby.
 */
import type { Field, ObjectType, TypedListField } from './fields'

/** Flattens an intersection into one object type, so editors show its fields. */
type Flat<T> = { [K in keyof T]: T[K] } & {}

/**
 * The value of one field. `Image`: what an image field holds where the
 * value is used, its file's path by default (a page gets the resized image).
 */
export type FieldValue<F extends Field, Image = string> = F extends { kind: 'string' | 'text' | 'select' | 'date' }
  ? string
  : F extends { kind: 'integer' | 'number' }
    ? number
    : F extends { kind: 'boolean' }
      ? boolean
      : F extends { kind: 'image' }
        ? Image
        : F extends { kind: 'strings' }
          ? readonly string[]
          : F extends { kind: 'object'; type: infer T extends ObjectType }
            ? Values<T, Image>
            : F extends { kind: 'list'; type: infer T extends ObjectType }
              ? readonly Values<T, Image>[]
              : F extends { kind: 'blocks'; types: infer B extends TypedListField['types'] }
                ? readonly BlockValue<B, keyof B & string, Image>[]
                : never

type Fields<T extends ObjectType> = T['fields']
type RequiredNames<T extends ObjectType> = { [K in keyof Fields<T>]: Fields<T>[K] extends { required: true } ? K : never }[keyof Fields<T>]

/** The value of a group of fields: the required ones always there, the optional ones perhaps left out. */
export type Values<T extends ObjectType, Image = string> = Flat<
  { [K in RequiredNames<T>]: FieldValue<Fields<T>[K], Image> } & { [K in Exclude<keyof Fields<T>, RequiredNames<T>>]?: FieldValue<Fields<T>[K], Image> }
>

/** One item of a typed list (a landing page's block) of kind `K`: `{ type: K, ...its fields }`. */
export type BlockValue<B extends TypedListField['types'], K extends keyof B & string = keyof B & string, Image = string> = {
  [T in K]: Flat<{ type: T } & Values<B[T]['type'], Image>>
}[K]

/**
 * How a missing value of a required field is drawn: empty. The build refuses
 * a file that leaves one out (each type's checks.ts under gatsby/), so on a built page this
 * never happens; in the CMS, a block just added is drawn empty.
 */
const EMPTY: Record<Field['kind'], unknown> = {
  string: '',
  text: '',
  select: '',
  date: '',
  integer: 0,
  number: 0,
  boolean: false,
  image: undefined,
  strings: [],
  object: {},
  list: [],
  blocks: [],
}

type Data = Readonly<Record<string, unknown>> | null | undefined

/** One field's value from `value` as given, empty or left out where it is missing. */
function fieldValue<Image>(field: Field, value: unknown, image: (value: unknown) => Image | undefined): unknown {
  if (value === null || value === undefined) return field.required ? EMPTY[field.kind] : undefined
  switch (field.kind) {
    case 'image':
      return image(value)
    case 'object':
      return valuesOf(field.type, value as Data, image)
    case 'list':
      return (value as readonly Data[]).map((item) => valuesOf(field.type, item, image))
    case 'blocks':
      return (value as readonly Data[]).flatMap((item) => blockOf(field.types, item, image) ?? [])
    default:
      return value
  }
}

/**
 * The value of `group` in `data`: its fields only, each as the model types
 * it; a field left out or null is left out (an optional one) or empty (a
 * required one, see EMPTY). `image` makes an image field's value (its file
 * resized, on a page) from what `data` holds.
 */
export function valuesOf<T extends ObjectType, Image = string>(group: T, data: Data, image: (value: unknown) => Image | undefined = (value) => value as Image): Values<T, Image> {
  const values: Record<string, unknown> = {}
  for (const [name, field] of Object.entries(group.fields)) {
    const value = fieldValue(field, data?.[name], image)
    if (value !== undefined) values[name] = value
  }
  return values as Values<T, Image>
}

/** An item of a typed list, `{ type, ...its fields }`, or nothing when its type is not one of `types` (a block the CMS has not typed yet). */
export function blockOf<B extends TypedListField['types'], Image = string>(
  types: B,
  data: Data,
  image?: (value: unknown) => Image | undefined,
): BlockValue<B, keyof B & string, Image> | undefined {
  const type = data?.type
  if (typeof type !== 'string' || !Object.hasOwn(types, type)) return undefined
  return { type, ...valuesOf(types[type].type, data, image) } as BlockValue<B, keyof B & string, Image>
}
