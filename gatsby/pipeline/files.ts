/**
 * What a content file says by where it is, read the same way for every
 * content type: its language is the locale folder it is in
 * (content/en/home.json, content/insights/ar/<slug>.md,
 * content/landing/en/<slug>.json), its slug its file name. The fixture
 * builds' folders (__tests__/fixtures/insights/, __tests__/fixtures/landing/)
 * have the same layout, so their files read alike.
 */
import path from 'node:path'
import { placeOf } from '../../src/lib/content/entry'
import { isLocale, type Locale } from '../../src/lib/i18n/locales'

/** The fields of a File node (gatsby-source-filesystem) read here. */
export type FileNode = { absolutePath?: string; relativeDirectory?: string; relativePath?: string; name?: string; extension?: string; sourceInstanceName?: string }

/** A content file's language and slug: the locale folder it is in under its source's root, and its name (src/lib/content/entry.ts `placeOf`). */
export function fileLocation(file: FileNode): { locale: Locale; slug: string } | undefined {
  const place = placeOf(path.posix.join(file.relativeDirectory ?? '', `${file.name ?? ''}.${file.extension ?? ''}`))
  return place && { locale: place.language, slug: place.slug }
}

/** Whether a file is a landing page: content/landing/<lang>/<slug>.json (gatsby-config.ts gives its node the type LandingJson). */
export function isLandingFile(file: FileNode): boolean {
  if (!file.absolutePath || file.extension !== 'json') return false
  const [folder, locale] = path.dirname(file.absolutePath).split(path.sep).slice(-2)
  return folder === 'landing' && isLocale(locale)
}

/** The file's path from the repository's root, as problems name it: content/landing/en/free-evaluation.json. */
export const repositoryPath = (file: FileNode) => (file.absolutePath ? path.relative(process.cwd(), file.absolutePath) : `content/${file.relativePath ?? file.name}`)

/** Gatsby's own keys on a node made from a file; the rest is what the file says. */
const NODE_KEYS = new Set(['id', 'jsonId', 'parent', 'children', 'internal', 'fields'])

/** What a JSON file holds, from its node: the node without Gatsby's keys. */
export const fileContent = (node: Record<string, unknown>) => Object.fromEntries(Object.entries(node).filter(([key]) => !NODE_KEYS.has(key)))
