/**
 * Content strings made ready for where they go: `{name}` placeholders
 * filled, so editors can write "{years} years ago" and the number stays in
 * one place; and text escaped for the XML the build writes (the feeds, the
 * share images' SVG) and for the HTML written by hand (the country options,
 * the contact function's answer pages, the lead e-mail); and lists of
 * names joined as each language joins them, through Intl.
 */
import { LOCALES, type Locale } from './locales'

/** Names joined as `locale` joins a list: "Google, Meta and Snapchat", "جوجل وميتا وسناب شات". */
export const listOf = (names: readonly string[], locale: Locale) => new Intl.ListFormat(LOCALES[locale].intl, { type: 'conjunction' }).format(names)

export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match))
}

/** Text safe inside an XML element or quoted attribute: < > & " ' as character references. */
export const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

const HTML_REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }

/** Text safe inside an HTML element or a double-quoted attribute (the only kind written here): & < > " as references. */
export const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_REFERENCES[char])
