/**
 * The site's type is the visitor's own system fonts, in both languages: no
 * font file is downloaded, so nothing waits for one and nothing swaps.
 *
 * Arabic pages name the platforms' Arabic sans faces ahead of the Latin UI
 * faces that have no Arabic letters (Roboto, Helvetica Neue, Arial), so a
 * browser that has more than one Arabic font picks the sans one instead of
 * the first fallback it finds. Why not a web font: the README's "Arabic type".
 *
 * FONT_CSS below is written by the server into every page's head
 * (gatsby-ssr.tsx), so none of it is in the browser's JavaScript.
 */
import { fontStacks, fontVariables } from './tokens'

/**
 * Arabic sans faces, in the order a platform would be asked: Apple (SF
 * Arabic behind system-ui, Geeza Pro before iOS 15 and macOS 12), Windows
 * (Segoe UI, then Tahoma), Android and Linux (Noto Sans Arabic, then
 * DejaVu Sans).
 */
export const ARABIC_FAMILIES = ['SF Arabic', 'Geeza Pro', 'Segoe UI', 'Tahoma', 'Noto Sans Arabic UI', 'Noto Sans Arabic', 'DejaVu Sans'] as const

/** `stack` with the Arabic faces in front of its generic Latin fallbacks. */
export const withArabicFaces = (stack: string) => {
  const families = stack.split(',').map((family) => family.trim())
  const firstLatinOnly = families.findIndex((family) => /^(Roboto|"Helvetica Neue"|Arial|sans-serif)$/.test(family))
  const arabic = ARABIC_FAMILIES.filter((family) => !families.includes(`"${family}"`)).map((family) => `"${family}"`)
  return [...families.slice(0, firstLatinOnly), ...arabic, ...families.slice(firstLatinOnly)].join(', ')
}

const block = (selector: string, declarations: Record<string, string>) =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}}`

/**
 * The stacks `fonts.body` and `fonts.heading` read (custom properties), and
 * their Arabic versions on Arabic pages. Not :lang(ar): that would also
 * match the language switch's one Arabic word on every English page, which
 * reads best in the page's own system font.
 */
export const FONT_CSS = [
  block(':root', { [fontVariables.body]: fontStacks.body, [fontVariables.heading]: fontStacks.heading }),
  block('html[lang="ar"]', {
    [fontVariables.body]: withArabicFaces(fontStacks.body),
    [fontVariables.heading]: withArabicFaces(fontStacks.heading),
  }),
].join('')
