/**
 * @jest-environment node
 *
 * The contact function refuses a name whose word hides a letter of another
 * script that looks like one of the word's own (Unicode's confusables), and
 * keeps every real name, in one script or in two written as separate words.
 * The browser's shorter rule knows only Latin, Cyrillic and Greek; the
 * function's answer decides, by the name field, in the visitor's language.
 */
import { checkName } from '../../../src/lib/contact/contact-rules'
import { checkLeadName } from '../../../src/lib/leads/lead-checks'
import { arabic, arabicWords, english, englishWords } from '../../support/contact-messages'
import { VALID, bodyOf, harness } from '../../support/contact-harness'

describe('a word disguised with look-alike letters of another script is refused', () => {
  test.each([
    ['Latin with two Armenian օ', 'G\u0585\u0585gle'],
    ['Latin with a Cherokee Ꭺ', '\u13aalice Haddad'],
    ['Latin with a Coptic Ⲁ', '\u2c80lice'],
    ['Latin with an Arabic ه for o', 'M\u0647hammad'],
    ['Cyrillic with a Latin a', 'Ив\u0061н'],
    ['Latin with a Cyrillic а', 'p\u0430ypal'],
  ])('%s: %s', (_case, name) => {
    expect(checkLeadName(name, english)).toEqual({ ok: false, error: { field: 'name', code: 'NAME_MIXED_SCRIPTS', message: englishWords.nameMixedScripts } })
  })

  test('in Arabic on the Arabic site', () => {
    expect(checkLeadName('G\u0585\u0585gle', arabic)).toMatchObject({ ok: false, error: { message: arabicWords.nameMixedScripts } })
  })

  test("the browser's own rule lets the Armenian disguise through: only the function knows every script's look-alikes", () => {
    expect(checkName('G\u0585\u0585gle', english)).toEqual({ ok: true, name: 'G\u0585\u0585gle' })
  })
})

describe('real names in one or two scripts are kept', () => {
  test.each([
    'محمد بن راشد',
    // An Arabic name with a Latin nickname: two scripts, two words.
    'محمد (Mo)',
    'Omar عمر',
    'Jean-محمد',
    // Two scripts in one word, but no letter of one looks like a letter of the other.
    'Ahmedأحمد',
    'Анна Petrova',
    'Ελένη Smith',
    'Иван',
    'Ιωάννης',
    "Seán O'Brien-Nakamura",
    // Japanese writes kanji and kana in one word, Korean hangul: one script set each.
    '加藤カオリ',
    '山田ゆき',
    '김민준',
    'प्रिया शर्मा',
    'فاطمه\u200cزهرا',
    'Zoë',
  ])('%s', (name) => {
    expect(checkLeadName(name, english)).toEqual({ ok: true, name })
  })
})

test('the function answers a look-alike name by the name field, and delivers nothing', async () => {
  const site = harness()
  const answer = await site.postJson({ ...VALID, name: 'G\u0585\u0585gle' })
  expect(answer.status).toBe(400)
  expect(bodyOf(answer).errors).toEqual([{ field: 'name', code: 'NAME_MIXED_SCRIPTS', message: englishWords.nameMixedScripts }])
  expect(site.delivered).toEqual([])
})
