/**
 * One record per content item (an Insights article, a landing page, in one
 * language): where its file is, its language and slug (the file's folder
 * and name), whether this build publishes it, and what the file holds, as
 * the model types it (`Values<T>`, field-values.ts). The build makes it once,
 * in each type's nodes.ts (gatsby/landing/nodes.ts, gatsby/insights/nodes.ts);
 * the checks, the pages, the languages' rules, the tracker's index of
 * landing pages and the `leads` commands all read it, and nothing else
 * says again what a file's language, slug or draft is. Templates' page
 * queries stay GraphQL (Gatsby's way), asking for a node by the id in the
 * page's context; what the build decided from the entry reaches them
 * through that context. Site content (content/<lang>/<name>.json) is no
 * entry: one file per language, with no slug and no draft.
 *
 * `values` is what the file holds, checked by the type's checks.ts as the
 * entry is made (the checker reads it as unknown data): a file that breaks
 * a rule fails the build, so past the checks it holds what the model says.
 */
import type { ObjectType, Translations } from './fields'
import type { Values } from './field-values'
import { LOCALE_CODES, isLocale, type Locale } from '../i18n/locales'

export type Entry<T extends ObjectType> = {
  /** The file's path from the repository's root: content/landing/en/free-evaluation.json. */
  file: string
  /** The language: the locale folder the file is in. */
  language: Locale
  /** The file's name without its extension: the last part of the item's address. */
  slug: string
  /** False for a draft, except where drafts are shown (`gatsby develop`, gatsby/pipeline/drafts.ts). */
  published: boolean
  values: Values<T>
}

/** Where an item's file is: its path, language and slug. */
export type EntryPlace = Pick<Entry<ObjectType>, 'file' | 'language' | 'slug'>

/**
 * Where an item's file is, from its path: its language is the locale folder
 * it is in (content/landing/en/, or a fixture build's en/), its slug the
 * file's name without its extension; nothing for a file in no language's
 * folder. The build (gatsby/pipeline/files.ts) and the `leads` commands
 * both read a file's place here.
 */
export function placeOf(file: string): EntryPlace | undefined {
  const folders = file.split(/[\\/]/)
  const slug = (folders.pop() ?? '').replace(/\.[^.]*$/, '')
  // The nearest: a folder named like a language above the repository is not the file's.
  const language = [...folders].reverse().find(isLocale)
  return language && slug ? { file, language, slug } : undefined
}

/** An item type's translations: the model pairs its files across languages by their slug. */
export type ItemTranslations = Translations & { pairedBy: 'slug' }

/** The items of `entries` that are one item in several languages, as the model pairs them (`translations.pairedBy`). */
export function translationGroups<E extends EntryPlace>(entries: readonly E[], { pairedBy }: ItemTranslations): E[][] {
  const keys = [...new Set(entries.map((entry) => entry[pairedBy]))]
  return keys.map((key) => entries.filter((entry) => entry[pairedBy] === key))
}

/** The languages `entry` is in among `entries` (itself and those the model pairs with it), in the site's order. */
export function languagesOf(entry: EntryPlace, entries: readonly EntryPlace[], { pairedBy }: ItemTranslations): Locale[] {
  return LOCALE_CODES.filter((language) => entries.some((other) => other.language === language && other[pairedBy] === entry[pairedBy]))
}

/** Whether an item is a draft: its file says `"draft": true`. Said here only. */
export const isDraft = (values: { draft?: unknown }) => values.draft === true

/** Whether an item is published: it is no draft, or drafts are shown. */
export const isPublishedWhere = (values: { draft?: unknown }, showsDrafts: boolean) => !isDraft(values) || showsDrafts

/** The entry of an item at `place` whose file holds `content`. */
export function entryOf<T extends ObjectType>(place: EntryPlace, content: Record<string, unknown>, showsDrafts: boolean): Entry<T> {
  return { ...place, published: isPublishedWhere(content, showsDrafts), values: content as Values<T> }
}
