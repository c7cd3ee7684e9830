/**
 * One record per content item (an Insights article, a landing page, in one
 * language): where its file is, its language and slug (the file's folder
 * and name), whether this build publishes it, and what the file holds, as
 * the model types it (`Values<T>`, field-values.ts). The build makes it once,
 * in each type's nodes.ts (gatsby/landing/nodes.ts, gatsby/insights/nodes.ts);
 * the checks, the pages, the languages' rules, the tracker's index of
 * landing pages and the `leads` commands all read it, and nothing else
 * says again what a file's language, slug or draft is.
 *
 * `values` is what the file holds, checked by the type's checks.ts as the
 * entry is made (the checker reads it as unknown data): a file that breaks
 * a rule fails the build, so past the checks it holds what the model says.
 */
import type { ObjectType } from './fields'
import type { Values } from './field-values'
import type { Locale } from '../i18n/locales'

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

/** Whether an item is a draft: its file says `"draft": true`. Said here only. */
export const isDraft = (values: { draft?: unknown }) => values.draft === true

/** Whether an item is published: it is no draft, or drafts are shown. */
export const isPublishedWhere = (values: { draft?: unknown }, showsDrafts: boolean) => !isDraft(values) || showsDrafts

/** The entry of an item at `place` whose file holds `content`. */
export function entryOf<T extends ObjectType>(place: EntryPlace, content: Record<string, unknown>, showsDrafts: boolean): Entry<T> {
  return { ...place, published: isPublishedWhere(content, showsDrafts), values: content as Values<T> }
}
