/**
 * @jest-environment node
 *
 * What a name may hold, as the form and /api/contact both check it: at least
 * one letter; nothing that shows nothing (controls, bidi overrides, fillers,
 * zero-width characters, lone surrogates); no web or e-mail address; no word
 * mixing look-alike alphabets. Each refusal is said in the visitor's language.
 */
import { checkName, type ErrorCode } from '../../../src/lib/contact/contact-rules'
import { arabic, arabicWords, english, englishWords } from '../../support/contact-messages'

const refusal = (raw: string, messages = english) => {
  const result = checkName(raw, messages)
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be refused, got ${JSON.stringify(result.name)}`)
  return result.error
}

// Each refusal, its code and the sentence it is said in, with the names it refuses.
const REFUSALS: [ErrorCode, keyof typeof englishWords, [string, string][]][] = [
  [
    'NAME_INVALID',
    'nameInvalid',
    [
      ['two Hangul fillers (U+3164)', '\u3164\u3164'],
      ['Hangul choseong and jungseong fillers (U+115F, U+1160)', '\u115f\u1160'],
      ['half-width Hangul filler (U+FFA0)', '\uffa0'],
      ['a Hangul filler beside a name', 'Layla\u3164'],
      ['braille blanks (U+2800)', '\u2800\u2800\u2800'],
      ['zero-width spaces', '\u200b\u200b'],
      ['a word joiner inside a name', 'Lay\u2060la'],
      ['a lone high surrogate', 'Layla \ud800'],
      ['a lone low surrogate', '\udc00Omar'],
      ['a right-to-left override', 'Layla\u202egnp.exe'],
      ['a right-to-left isolate', 'Layla\u2067Omar\u2069'],
      ['a left-to-right mark', 'Layla\u200e'],
      ['the Arabic letter mark', 'ليلى\u061c'],
      ['a private-use character', 'Layla\ue000'],
      ['a soft hyphen', 'Lay\u00adla'],
      ['a zero-width joiner between Latin letters', 'Lay\u200dla'],
      ['a zero-width non-joiner between Latin letters', 'Om\u200car'],
      ['a zero-width non-joiner after an Arabic word, before a space', 'مهر\u200c ناز'],
      ['a zero-width joiner between an Arabic and a Latin letter', 'ليلى\u200dLayla'],
      ['a zero-width non-joiner at the start', '\u200cمهرناز'],
      ['two zero-width non-joiners in a row', 'مهر\u200c\u200cناز'],
    ],
  ],
  [
    'NAME_NO_LETTER',
    'nameNoLetter',
    [
      ['digits', '12345'],
      ['punctuation', "-.'"],
      ['emoji', '😀😀'],
      ['zero-width joiners only', '\u200d\u200d'],
      ['zero-width non-joiners only', '\u200c'],
    ],
  ],
  [
    'NAME_HAS_ADDRESS',
    'nameHasAddress',
    [
      ['a link', 'Win big https://spam.example/x'],
      ['a scheme in capitals', 'HTTP://spam.example'],
      ['www.', 'Layla www.spam'],
      ['a bare domain', 'Visit cheap-pills.com now'],
      ['a domain with an ideographic full stop', 'cheap。com'],
      ['a domain with a full-width full stop', 'cheap．com'],
      ['a domain in full-width letters', 'ｃｈｅａｐ.ｃｏｍ'],
      ['a UAE domain', 'offers.ae'],
      ['an e-mail address', 'layla@example.org'],
      ['an e-mail address in Arabic letters', 'ليلى@مثال.امارات'],
      ['a domain under any top-level domain', 'cheap-seo.de'],
      ['a short link', 'goo.gl/abc'],
      ['a domain under a long top-level domain', 'Layla offers.photography'],
      ['a word joined to a word', 'St.John Haddad'],
      ['www. hidden by a zero-width joiner', 'w\u200dww.evil.example'],
      ['a scheme hidden by a zero-width non-joiner', 'https\u200c://evil.example/x'],
      ['a domain hidden by a zero-width non-joiner', 'cheap\u200c.com'],
    ],
  ],
  [
    'NAME_MIXED_SCRIPTS',
    'nameMixedScripts',
    [
      ['Latin with a Cyrillic а', 'L\u0430yla'],
      ['Cyrillic with a Latin a', 'Анна Petrova Ивaнова'],
      ['Latin with a Greek ο', 'Omar Haddad\u03bf'],
    ],
  ],
]

describe.each(REFUSALS)('%s', (code, sentence, names) => {
  test.each(names)('%s', (_case, raw) => {
    expect(refusal(raw)).toEqual({ field: 'name', code, message: englishWords[sentence] })
  })
})

describe('real names are kept', () => {
  test.each([
    "Seán O'Brien-Nakamura",
    'محمد بن راشد',
    'Анна Petrova',
    'Ελένη Smith',
    '김민준',
    '山田 ゆき',
    'प्रिया शर्मा',
    // Persian names need the zero-width non-joiner between letters.
    'مهر\u200cناز',
    'فاطمه\u200cزهرا',
    // Indic scripts pick a consonant's half form with a joiner after its virama.
    'क्\u200dष',
    'Dr. J.R. Smith',
    'St. John Haddad',
    'Layla 2',
    // A top-level domain's part has 2 to 24 letters: one letter, or 25, is no address.
    'J.R Smith',
    'Layla a.bcdefghijklmnopqrstuvwxyz',
  ])('%s', (name) => {
    expect(checkName(name, english)).toEqual({ ok: true, name })
  })
})

test('each refusal says what a name may hold, in Arabic on the Arabic site', () => {
  expect(refusal('\u3164', arabic).message).toBe(arabicWords.nameInvalid)
  expect(refusal('123', arabic).message).toBe(arabicWords.nameNoLetter)
  expect(refusal('ليلى www.spam', arabic).message).toBe(arabicWords.nameHasAddress)
  expect(refusal('L\u0430yla', arabic).message).toBe(arabicWords.nameMixedScripts)
  for (const words of [englishWords, arabicWords]) {
    expect([words.nameInvalid, words.nameNoLetter, words.nameHasAddress]).toEqual(
      Array(3).fill(expect.stringMatching(words === englishWords ? /may hold letters, spaces/ : /يمكن أن يتضمن/)),
    )
  }
})
