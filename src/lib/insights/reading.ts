/**
 * How an article's reading time and dates are written, in the page's
 * language: one helper each, through Intl, always with Western digits (as
 * the site writes every number). The build writes them into each article's
 * fields (gatsby/insights/nodes.ts), so the server and the browser show the
 * same words; the CMS preview calls them as the editor types.
 */
import { LOCALES, type Locale } from '../i18n/locales'

/**
 * Words read a minute. Arabic is read more slowly than English per word
 * (its words carry attached articles and pronouns), so it gets fewer.
 */
export const WORDS_PER_MINUTE: Record<Locale, number> = { en: 230, ar: 180 }

/** Words in a text, in any script: runs of letters or digits between spaces and punctuation. */
export const wordCount = (text: string) => text.match(/[\p{L}\p{N}\p{M}]+(?:['’-][\p{L}\p{N}\p{M}]+)*/gu)?.length ?? 0

/** Whole minutes to read `text`, at least 1. */
export const readingMinutes = (text: string, locale: Locale) => Math.max(1, Math.round(wordCount(text) / WORDS_PER_MINUTE[locale]))

// Link targets, image addresses and HTML tags are not words read.
const readableText = (markdown: string) => markdown.replace(/!\[[^\]]*\]\([^)]*\)/g, ' ').replace(/\]\([^)]*\)/g, ']').replace(/<[^>]+>/g, ' ')

/** Whole minutes to read an article's Markdown, at least 1: the build's and the CMS preview's one rule. */
export const markdownReadingMinutes = (markdown: string, locale: Locale) => readingMinutes(readableText(markdown), locale)

/** "4 minutes" / "4 دقائق": the number and its unit, in the language's grammar. */
export const formatMinutes = (minutes: number, locale: Locale) =>
  new Intl.NumberFormat(LOCALES[locale].intl, { style: 'unit', unit: 'minute', unitDisplay: 'long', numberingSystem: 'latn' }).format(minutes)

/** A day (YYYY-MM-DD) written out: "24 November 2026" / "24 نوفمبر 2026". */
export const formatDay = (day: string, locale: Locale) =>
  new Intl.DateTimeFormat(LOCALES[locale].intl, { dateStyle: 'long', timeZone: 'UTC', numberingSystem: 'latn' }).format(new Date(`${day.slice(0, 10)}T00:00:00Z`))
