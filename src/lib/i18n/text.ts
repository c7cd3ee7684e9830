/**
 * Fills `{name}` placeholders in content strings, so editors can write
 * "{years} years ago" and the number stays in one place.
 */
export function fillTemplate(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : match))
}
