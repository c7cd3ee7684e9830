/**
 * Each language's copy file (its header, footer and form words), by its
 * address. The islands' build (gatsby/browser/build-islands.ts) writes the files,
 * named by their contents, and compiles their addresses in place of this
 * module; outside that build (a unit test) there are none.
 */
import type { Locale } from '../../lib/i18n/locales'

export const COPY_FILES: Readonly<Record<Locale, string>> = { en: '', ar: '' }
