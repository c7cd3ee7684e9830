/**
 * The Arabic face: IBM Plex Sans Arabic, Arabic subset, two weights, served
 * by the site itself (webpack emits each file under /static/ with a content
 * hash, cached for good, allowed by `font-src 'self'`). This module is the
 * one source of truth for the files: FONT_CSS below holds the @font-face
 * rules, which the server writes into every page (gatsby-ssr.tsx).
 *
 * English pages never fetch a file: the family is used only under
 * html[lang="ar"] (global-styles.tsx), and its unicode-range holds only
 * Arabic, so the Latin on an Arabic page (brand name, e-mail, digits) keeps
 * the system font as well.
 */
import type { CSSObject } from '@emotion/react'
import regularUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2'
import boldUrl from '@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff2'
import { fontStacks, fontVariables } from './tokens'

export const ARABIC_FAMILY = 'IBM Plex Sans Arabic'

/**
 * The Arabic blocks (Arabic, Supplement, Extended-A/B, Presentation
 * Forms-A/B) and the zero-width (non-)joiners and the left-to-right mark,
 * which must come from the same font as the letters they sit between for
 * Arabic to join correctly. No Latin, no space, no digit 0-9.
 */
export const ARABIC_UNICODE_RANGE = 'U+0600-06FF, U+0750-077F, U+0870-08FF, U+200C-200E, U+FB50-FDFF, U+FE70-FEFF'

/**
 * Two files for every weight the site asks for: 400 for text, 700 for the
 * 600/700/800 of headings, buttons, labels and stats (a weight range, so no
 * browser fakes a bolder weight from it).
 */
const WEIGHTS = { regular: '100 500', bold: '600 900' } as const

export const ARABIC_FONT_FILES = [
  { weight: WEIGHTS.regular, url: regularUrl },
  { weight: WEIGHTS.bold, url: boldUrl },
] as const

/**
 * Local faces stretched to IBM Plex Sans Arabic's metrics, used while the
 * file is on its way (font-display: swap), so the text does not rewrap when
 * it arrives. Derived, not guessed:
 * - Plex's vertical metrics, read with fontkit (installed in a scratch
 *   folder, not a dependency): unitsPerEm 1000, hhea/typo ascent 1085,
 *   descent -415, line gap 0.
 * - size-adjust: the Plex width of every Arabic string in content/ar/*.json
 *   (1,005 words), divided by the fallback's, both laid out by Chromium at
 *   one line each; checked to agree within 0.1% at both weights.
 * - ascent/descent-override = Plex's 108.5% / 41.5% divided by size-adjust
 *   (the browser scales overrides by size-adjust too).
 * Measured on the built /ar/ pages at 375 px with the files held back 1 s:
 * CLS 0.06 (home) and 0.10 (our story) with plain DejaVu Sans, 0 with these.
 * DejaVu Sans is Linux's Arabic face (and the test machine's); Noto Naskh
 * Arabic is Android's (measured from Google's copy of it, the one in
 * @fontsource/noto-naskh-arabic). Windows (Segoe UI) and Apple (SF Arabic, Geeza Pro)
 * fonts could not be measured here, so those systems fall through to the
 * plain system stack.
 */
const FALLBACKS = [
  {
    family: `${ARABIC_FAMILY} Fallback DejaVu`,
    faces: [
      { weight: WEIGHTS.regular, local: ['DejaVu Sans', 'DejaVuSans'], sizeAdjust: 89.82 },
      { weight: WEIGHTS.bold, local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], sizeAdjust: 80.6 },
    ],
  },
  {
    family: `${ARABIC_FAMILY} Fallback Naskh`,
    faces: [
      {
        weight: WEIGHTS.regular,
        local: ['Noto Naskh Arabic UI', 'NotoNaskhArabicUI-Regular', 'Noto Naskh Arabic', 'NotoNaskhArabic-Regular'],
        sizeAdjust: 103.13,
      },
      {
        weight: WEIGHTS.bold,
        local: ['Noto Naskh Arabic UI Bold', 'NotoNaskhArabicUI-Bold', 'Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
        sizeAdjust: 107.01,
      },
    ],
  },
] as const

/** IBM Plex Sans Arabic's ascent and descent, in % of the font size. */
const PLEX_METRICS = { ascent: 108.5, descent: 41.5 } as const

const percent = (value: number) => `${Number(value.toFixed(2))}%`

/** The @font-face blocks: the web font first, then its tuned fallbacks. */
export const arabicFontFaces: CSSObject[] = [
  ...ARABIC_FONT_FILES.map(({ weight, url }) => ({
    fontFamily: `"${ARABIC_FAMILY}"`,
    fontWeight: weight,
    fontDisplay: 'swap',
    unicodeRange: ARABIC_UNICODE_RANGE,
    src: `url(${url}) format("woff2")`,
  })),
  ...FALLBACKS.flatMap(({ family, faces }) =>
    faces.map(({ weight, local, sizeAdjust }) => ({
      fontFamily: `"${family}"`,
      fontWeight: weight,
      // The same range as the web font: the fallback must not take over the
      // Latin text (nor the line height, which comes from the first font
      // that has a space) and so change it when the web font arrives.
      unicodeRange: ARABIC_UNICODE_RANGE,
      src: local.map((name) => `local("${name}")`).join(', '),
      sizeAdjust: percent(sizeAdjust),
      ascentOverride: percent((PLEX_METRICS.ascent * 100) / sizeAdjust),
      descentOverride: percent((PLEX_METRICS.descent * 100) / sizeAdjust),
      lineGapOverride: '0%',
    })),
  ),
]

/** `stack` with the Arabic face and its fallbacks in front, for Arabic pages only. */
export const withArabicFace = (stack: string) =>
  [ARABIC_FAMILY, ...FALLBACKS.map(({ family }) => family)].map((family) => `"${family}"`).join(', ') + `, ${stack}`

const property = (name: string) => (name.startsWith('--') ? name : name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`))
const block = (selector: string, declarations: CSSObject) =>
  `${selector}{${Object.entries(declarations)
    .map(([name, value]) => `${property(name)}:${String(value)}`)
    .join(';')}}`

/**
 * The site's font CSS as one stylesheet: the stacks `fonts.body` and
 * `fonts.heading` read (custom properties), the Arabic face in front of them
 * on Arabic pages, and the @font-face rules. Written into every page's head
 * by the server (gatsby-ssr.tsx) and never needed again, so none of it is in
 * the browser's JavaScript.
 *
 * Every page carries the @font-face rules (a few hundred bytes); a browser
 * fetches a file only when an element whose family lists it shows an Arabic
 * letter, and only html[lang="ar"] lists it. Not :lang(ar): that would also
 * match the language switch's one Arabic word on every English page.
 */
export const FONT_CSS = [
  block(':root', { [fontVariables.body]: fontStacks.body, [fontVariables.heading]: fontStacks.heading }),
  block('html[lang="ar"]', {
    [fontVariables.body]: withArabicFace(fontStacks.body),
    [fontVariables.heading]: withArabicFace(fontStacks.heading),
  }),
  ...arabicFontFaces.map((face) => block('@font-face', face)),
].join('')

// Not preloaded, on purpose. Measured: with <link rel="preload"> for both
// files on /ar/, Lighthouse's simulated LCP went from 0.9-1.4 s to 2.4-2.6 s
// (two runs each): preloaded, the files finish before the first paint and
// count on the path to the largest paint. Without it the page paints in the
// fallback first, the files still load at the highest priority (the CSS is
// inline), and the tuned fallbacks above make the swap move nothing (CLS 0).
