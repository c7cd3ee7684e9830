/**
 * Every language has the same content: the same files, the same fields, no
 * field empty, the same steps, approaches and chapters, and the same
 * {placeholders} in each sentence. The schema cannot say this (a field may
 * exist in English and be forgotten in Arabic), so the build compares the
 * languages' nodes once they all exist (each file was checked alone as its
 * node was made, gatsby/site-content/checks.ts, which runs this too) and fails naming the file, the field and the
 * language. Which items of a list pair up is the model's word
 * (SITE_CONTENT_TRANSLATIONS of src/lib/content/model.ts).
 *
 * An item of a content type (an article, a landing page) is written in each
 * language on its own; the model says which files are one item
 * (`translations.pairedBy`, their slug) and which fields its languages
 * share (`translations.same`), and `translationProblems` checks them.
 */
import type { ContentProblem } from '../../src/lib/content/check'
import { translationGroups, type Entry, type ItemTranslations } from '../../src/lib/content/entry'
import type { ObjectType } from '../../src/lib/content/fields'
import { SITE_CONTENT_TRANSLATIONS } from '../../src/lib/content/model'
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/lib/i18n/locales'

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json }
/** Per language, its files by name: { en: { 'home.json': {...} }, ar: {...} }. */
export type ContentByLocale = Partial<Record<Locale, Record<string, Json>>>

const ITEM_KEYS = SITE_CONTENT_TRANSLATIONS.itemKeys

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort().join(', ')

function itemKey(item: Json, index: number): string {
  if (isObject(item)) {
    for (const key of ITEM_KEYS) if (item[key] !== undefined) return `${key}=${JSON.stringify(item[key])}`
  }
  return String(index)
}

const fieldName = (parent: string, key: string) => (parent ? `${parent}.${key}` : key)
const itemName = (parent: string, key: string) => `${parent}[${key}]`

/**
 * Compares one file across languages; each problem names the file, the
 * field and the language that lacks it.
 */
function compare(name: string, values: Partial<Record<Locale, Json | undefined>>, field: string, problems: ContentProblem[]) {
  const present = LOCALE_CODES.filter((locale) => values[locale] !== undefined)
  const at = (language: Locale) => ({ file: `content/${language}/${name}`, language, field })
  for (const locale of LOCALE_CODES) {
    if (values[locale] !== undefined) continue
    const others = present.join(', ')
    problems.push({ ...at(locale), message: `is missing in ${locale} (it is in ${others})` })
  }
  if (present.length < 2) return

  const sample = values[present[0]]
  if (Array.isArray(sample)) {
    const keyed = Object.fromEntries(
      present.map((locale) => {
        const list = values[locale]
        return [locale, new Map(Array.isArray(list) ? list.map((item, index) => [itemKey(item, index), item]) : [])]
      }),
    ) as Record<Locale, Map<string, Json>>
    const keys = [...new Set(present.flatMap((locale) => [...keyed[locale].keys()]))]
    for (const key of keys) {
      const items = Object.fromEntries(present.map((locale) => [locale, keyed[locale].get(key)]))
      compare(name, items, itemName(field, key), problems)
    }
    return
  }
  if (isObject(sample)) {
    const keys = [...new Set(present.flatMap((locale) => Object.keys((values[locale] as object) ?? {})))]
    for (const key of keys) {
      const children = Object.fromEntries(present.map((locale) => [locale, (values[locale] as Record<string, Json>)[key]]))
      compare(name, children, fieldName(field, key), problems)
    }
    return
  }
  if (typeof sample === 'string' || present.some((locale) => typeof values[locale] === 'string')) {
    for (const locale of present) {
      if (String(values[locale]).trim() === '') problems.push({ ...at(locale), message: `is empty in ${locale}` })
    }
    const expected = placeholders(String(sample))
    for (const locale of present.slice(1)) {
      const found = placeholders(String(values[locale]))
      if (found !== expected) problems.push({ ...at(locale), message: `has the placeholders {${found}} in ${locale} but {${expected}} in ${present[0]}` })
    }
  }
}

/** Every difference between the languages' content, each naming the file, its language and the field. */
export function contentParityProblems(content: ContentByLocale): ContentProblem[] {
  const problems: ContentProblem[] = []
  const files = [...new Set(LOCALE_CODES.flatMap((locale) => Object.keys(content[locale] ?? {})))].sort()
  for (const file of files) {
    const values = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, content[locale]?.[file]]))
    const missing = LOCALE_CODES.filter((locale) => values[locale] === undefined)
    if (missing.length > 0) {
      for (const locale of missing) problems.push({ file: `content/${locale}/${file}`, language: locale, message: `is missing: every language needs its own copy of ${file}` })
      continue
    }
    compare(file, values, '', problems)
  }
  return problems
}

/** An item's entry as the rules across languages read it: where it is, and what it holds (read as unknown data). */
type Translation = Pick<Entry<ObjectType>, 'file' | 'language' | 'slug'> & { values: object }

/**
 * Every item's languages against its first (the files the model pairs,
 * `translations.pairedBy`): the same value of each field the model says
 * they share (`translations.same`), and what `compare` says of the pair
 * (the type's own rules, such as a landing page's blocks in the same
 * order). Each problem names the file that differs and the first one.
 */
export function translationProblems<E extends Translation>(entries: readonly E[], translations: ItemTranslations, compare: (other: E, first: E) => ContentProblem[] = () => []): ContentProblem[] {
  const shared = Object.entries(translations.same ?? {})
  return translationGroups(entries, translations).flatMap(([first, ...others]) =>
    others.flatMap((other) => [
      ...compare(other, first),
      ...shared.flatMap(([field, reason]): ContentProblem[] => {
        // Left out and left empty say the same: not set.
        const [own, original] = [(other.values as Record<string, unknown>)[field] ?? '', (first.values as Record<string, unknown>)[field] ?? '']
        return own === original ? [] : [{ file: other.file, language: other.language, field, message: `is ${JSON.stringify(own)} but ${JSON.stringify(original)} in ${LOCALES[first.language].name} (${first.file}): ${reason}` }]
      }),
    ]),
  )
}
