/**
 * @jest-environment node
 *
 * Placeholders in content strings, such as the home page's
 * "Our {count}-step program", filled from the data they name; and text
 * escaped for the XML the build writes (feeds, share images).
 */
import home from '../../../content/en/home.json'
import { escapeHtml, escapeXml, fillTemplate } from '../../../src/lib/i18n/text'

test('a placeholder is replaced by its value, numbers included', () => {
  expect(fillTemplate(home.program.heading, { count: 5 })).toBe('Our 5-step program')
  expect(fillTemplate('{years} years, {city}', { years: 7, city: 'Dubai' })).toBe('7 years, Dubai')
})

test('every occurrence of a placeholder is replaced', () => {
  expect(fillTemplate('{n} and {n}', { n: 0 })).toBe('0 and 0')
})

test('a placeholder with no value is left as written, so the mistake shows', () => {
  expect(fillTemplate('Our {count}-step program', {})).toBe('Our {count}-step program')
})

// Properties every object inherits are not values: an editor's
// "{constructor}" must not print JavaScript source.
test('a placeholder named like a built-in object property is left as written too', () => {
  expect(fillTemplate('{constructor} {toString}', {})).toBe('{constructor} {toString}')
})

test('text for XML has its markup characters escaped and keeps every other character, Arabic included', () => {
  const title = `Sales <not> clicks & "leads" don't lie: المبيعات`
  expect(escapeXml(title)).toBe('Sales &#60;not&#62; clicks &#38; &#34;leads&#34; don&#39;t lie: المبيعات')
})

test('text for HTML cannot open a tag, end an attribute or start a reference, and an Arabic name stays as typed', () => {
  expect(escapeHtml(`<script>alert("x")</script> & ليلى`)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; ليلى')
  // The apostrophe of "Cote d'Ivoire" is left as it is: every attribute written with this is double-quoted.
  expect(escapeHtml(`Cote d'Ivoire`)).toBe(`Cote d'Ivoire`)
})
