/**
 * The copy every island of a language may draw (the header, footer and
 * form words a page's PageCopy fragment selects, src/components/i18n/page-copy.tsx):
 * the language's content/<lang>/layout.json and form.json, the very files
 * that fragment reads, without their schema reference. The islands' build
 * (build-islands.ts) writes it as one JSON file per language.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The content files, by the name each takes in the copy (PageCopy's `layout` and `form`). */
export const COPY_FILES = ['layout', 'form'] as const

export function islandCopy(locale: string, root = process.cwd()): Record<(typeof COPY_FILES)[number], Record<string, unknown>> {
  const read = (name: string) => {
    const copy = JSON.parse(fs.readFileSync(path.join(root, 'content', locale, `${name}.json`), 'utf8')) as Record<string, unknown>
    delete copy.$schema
    return copy
  }
  return { layout: read('layout'), form: read('form') }
}
