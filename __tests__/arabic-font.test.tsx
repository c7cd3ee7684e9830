/**
 * @jest-environment node
 *
 * The Arabic web font: the font stylesheet the server writes into every
 * page's head. English pages carry the same rules and must never fetch the files.
 */
import { ARABIC_FAMILY, FONT_CSS } from '../src/theme/fonts'

// In the site webpack turns each import into the file's /static/ URL.
jest.mock('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2', () => '/static/plex-arabic-400-0a1b2c.woff2')
jest.mock('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2', () => '/static/plex-arabic-700-3d4e5f.woff2')

const css = FONT_CSS
const fontFaces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) => body)
const webFontFaces = fontFaces.filter((body) => body.includes(`font-family:"${ARABIC_FAMILY}";`))
/** Ordinary rules: selector and declarations, @font-face blocks left out. */
const rules = [...css.replace(/@font-face\{[^}]*\}/g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector, body }))

const descriptor = (body: string, name: string) => new RegExp(`(?:^|;)${name}:([^;]+)`).exec(body)?.[1]

/** The code points a unicode-range covers, as [first, last] pairs. */
const ranges = (value: string) =>
  value.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-')
    return [parseInt(first, 16), parseInt(last, 16)]
  })

test('the Arabic face has a regular and a bold file, each shown at once in a fallback (swap)', () => {
  expect(webFontFaces).toHaveLength(2)
  for (const body of webFontFaces) {
    expect(descriptor(body, 'font-display')).toBe('swap')
    expect(descriptor(body, 'src')).toMatch(/^url\(\/static\/[^)]+\.woff2\) format\("woff2"\)$/)
  }
  expect(webFontFaces.map((body) => descriptor(body, 'font-weight'))).toEqual(['100 500', '600 900'])
})

test('every Arabic face, web font or fallback, covers Arabic letters and no Latin, digit or space', () => {
  expect(fontFaces.length).toBeGreaterThan(webFontFaces.length)
  for (const body of fontFaces) {
    const covered = ranges(descriptor(body, 'unicode-range') ?? 'U+0-10FFFF')
    const covers = (codePoint: number) => covered.some(([first, last]) => codePoint >= first && codePoint <= last)
    expect(covers('ع'.codePointAt(0)!)).toBe(true)
    // Basic Latin and Latin-1: the brand name, the e-mail, digits, spaces.
    for (let codePoint = 0x20; codePoint <= 0xff; codePoint++) expect(covers(codePoint)).toBe(false)
  }
})

test('the fallbacks are local fonts stretched to the web font, so the swap moves nothing', () => {
  for (const body of fontFaces.filter((face) => !webFontFaces.includes(face))) {
    expect(descriptor(body, 'src')).toMatch(/^local\("[^"]+"\)(,\s*local\("[^"]+"\))*$/)
    expect(descriptor(body, 'font-display')).toBeUndefined()
    for (const name of ['size-adjust', 'ascent-override', 'descent-override']) expect(descriptor(body, name)).toMatch(/^\d+(\.\d+)?%$/)
  }
})

test('only html[lang="ar"] uses the Arabic face; English pages, and their one Arabic word, keep the system fonts', () => {
  const families = [ARABIC_FAMILY, ...fontFaces.map((body) => descriptor(body, 'font-family')!.replace(/"/g, ''))]
  const usingArabicFace = rules.filter(({ body }) => families.some((family) => body.includes(family)))
  expect(usingArabicFace.map(({ selector }) => selector)).toEqual(['html[lang="ar"]'])
  expect(css).not.toMatch(/:lang\(/)
  // The stacks every other page reads.
  const root = rules.find(({ selector }) => selector === ':root')!.body
  expect(root).toMatch(/--font-body:system-ui/)
  expect(root).toMatch(/--font-heading:/)
})
