/**
 * Where landing pages are: content/landing/<lang>/<slug>.json (and, for the
 * fixture build only, the same layout under __tests__/fixtures/landing/).
 * A file is a landing page by its folders, so every source of them reads
 * alike: its language is the folder it is in, its slug its file name.
 */
import fs from 'node:fs'
import path from 'node:path'
import { isLocale, type Locale } from '../../src/lib/i18n/locales'

type FileNode = { absolutePath?: string; name?: string; extension?: string }

/** The language and slug of a landing page's file, or nothing for any other file. */
export function landingLocation(file: FileNode): { locale: Locale; slug: string } | undefined {
  if (!file.absolutePath || file.extension !== 'json' || !file.name) return undefined
  const [folder, locale] = path.dirname(file.absolutePath).split(path.sep).slice(-2)
  return folder === 'landing' && isLocale(locale) ? { locale, slug: file.name } : undefined
}

/** The addresses the site's own pages (src/pages/) take: src/pages/lp/offer.tsx is /lp/offer/. */
export function pagePathsIn(pagesDir: string): string[] {
  if (!fs.existsSync(pagesDir)) return []
  return fs.readdirSync(pagesDir, { recursive: true, encoding: 'utf8' }).flatMap((file) => {
    const match = /^(.*?)(?:index)?\.(tsx|ts|jsx|js)$/.exec(file.split(path.sep).join('/'))
    if (!match) return []
    const page = match[1].replace(/\/$/, '')
    return [page ? `/${page}/` : '/']
  })
}
