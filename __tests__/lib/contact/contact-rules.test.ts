/**
 * @jest-environment node
 *
 * Names, form ids and whole contact requests, checked by the rules the form
 * and /api/contact share. (Phone numbers: phone-rules.test.ts.)
 */
import { NAME_MAX_LENGTH, checkName as checkNameIn, validateContact as validateIn, type ContactRequest } from '../../../src/lib/contact/contact-rules'
import { english, englishWords as words } from '../../support/contact-messages'

// The English edition's rules; the Arabic edition's: contact-rules-arabic.test.ts.
const checkName = (raw: unknown) => checkNameIn(raw, english)
const validateContact = (request: ContactRequest) => validateIn(request, english)

const nameError = (raw: unknown) => {
  const result = checkName(raw)
  if (result.ok) throw new Error(`expected ${JSON.stringify(raw)} to be refused, got ${result.name}`)
  expect(result.error.field).toBe('name')
  return result.error
}

describe('names', () => {
  test.each([[''], ['   '], ['\n\t'], [undefined], [null]])('%p is NAME_REQUIRED', (raw) => {
    expect(nameError(raw)).toEqual({ field: 'name', code: 'NAME_REQUIRED', message: words.nameRequired })
  })

  test('a name is trimmed and its inner spaces collapsed', () => {
    expect(checkName('  Amira   Haddad ')).toEqual({ ok: true, name: 'Amira Haddad' })
  })

  test('names in any script, with hyphens and apostrophes, are accepted', () => {
    for (const name of ["Seán O'Brien-Nakamura", 'محمد بن راشد', 'Анна', 'प्रिया शर्मा']) {
      expect(checkName(name)).toEqual({ ok: true, name })
    }
  })

  test('line breaks and tabs are folded to single spaces', () => {
    expect(checkName('Amira\nHaddad')).toEqual({ ok: true, name: 'Amira Haddad' })
    expect(checkName('Amira\r\n\tHaddad\u2028Jr')).toEqual({ ok: true, name: 'Amira Haddad Jr' })
  })

  test.each([['Amira\u0000'], ['Amira\u001bHaddad'], ['Amira\u007f'], ['Amira\u202eHaddad']])(
    'other control characters (%j) are NAME_INVALID',
    (raw) => {
      expect(nameError(raw)).toEqual({
        field: 'name',
        code: 'NAME_INVALID',
        message: words.nameInvalid,
      })
    },
  )

  test(`${NAME_MAX_LENGTH} characters are accepted and ${NAME_MAX_LENGTH + 1} are NAME_TOO_LONG`, () => {
    expect(checkName('a'.repeat(100))).toEqual({ ok: true, name: 'a'.repeat(100) })
    expect(nameError('a'.repeat(101))).toEqual({
      field: 'name',
      code: 'NAME_TOO_LONG',
      message: words.nameTooLong.replace('{max}', '100'),
    })
  })

  test('length counts characters as people see them, not UTF-16 units', () => {
    expect(checkName('𝒜'.repeat(100)).ok).toBe(true)
    expect(checkName(`  ${'a'.repeat(100)}  `).ok).toBe(true)
  })

  // Persian keyboards type a zero-width non-joiner inside names such as
  // "علی‌رضا": an invisible character that must not be refused.
  test('a Persian name written with a zero-width non-joiner is accepted', () => {
    expect(checkName('علی\u200cرضا')).toEqual({ ok: true, name: 'علی\u200cرضا' })
  })

  // Some keyboards send آ as alef + madda (two code points), most as one: the
  // agency must be able to find "آمنة" however it was typed.
  test('an Arabic name typed with letter and mark apart is kept composed (NFC), looking the same', () => {
    const decomposed = '\u0627\u0653منة'
    expect(checkName(decomposed)).toEqual({ ok: true, name: '\u0622منة' })
    expect(checkName(decomposed)).toEqual(checkName('آمنة'))
  })

  test('an Arabic name with its vowel marks is kept exactly as typed', () => {
    expect(checkName('لَيْلى حَدّاد')).toEqual({ ok: true, name: 'لَيْلى حَدّاد' })
  })
})

describe('a whole contact request', () => {
  const valid = { name: 'Amira Haddad', phone: '050 123 4567', phoneCountry: 'AE', form: 'home' }

  test('a valid request becomes a lead with the normalized name and number', () => {
    expect(validateContact({ ...valid, name: ' Amira\tHaddad ', form: 'services' })).toEqual({
      ok: true,
      lead: { form: 'services', language: 'en', name: 'Amira Haddad', phone: '+971501234567', country: 'AE' },
    })
  })

  test('the lead says which edition of the site it came from', () => {
    expect(validateContact({ ...valid, language: 'ar' })).toMatchObject({ ok: true, lead: { language: 'ar' } })
    expect(validateContact({ ...valid, language: 'en' })).toMatchObject({ ok: true, lead: { language: 'en' } })
  })

  test('a request that names no language is read as English', () => {
    expect(validateContact({ ...valid, language: undefined })).toMatchObject({ ok: true, lead: { language: 'en' } })
  })

  // Read with a typed guard, never looked up: `constructor` is no language.
  test.each([['fr'], ['AR'], [''], ['constructor'], ['__proto__'], [42], [['ar']]])('language %p is UNKNOWN_LANGUAGE', (language) => {
    expect(validateContact({ ...valid, language })).toEqual({
      ok: false,
      errors: [{ field: 'language', code: 'UNKNOWN_LANGUAGE', message: words.unknownLanguage }],
    })
  })

  test.each([['contact'], [''], [undefined], [['home']]])('form %p is UNKNOWN_FORM', (form) => {
    expect(validateContact({ ...valid, form })).toEqual({
      ok: false,
      errors: [
        {
          field: 'form',
          code: 'UNKNOWN_FORM',
          message: words.unknownForm,
        },
      ],
    })
  })

  test('every problem is reported, in field order', () => {
    const result = validateContact({ name: '', phone: '12', phoneCountry: 'AE', form: 'nope' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((error) => [error.field, error.code])).toEqual([
      ['name', 'NAME_REQUIRED'],
      ['phone', 'TOO_SHORT'],
      ['form', 'UNKNOWN_FORM'],
    ])
  })

  test('an empty request asks for the name and the phone number', () => {
    const result = validateContact({ form: 'home' })
    expect(result).toEqual({
      ok: false,
      errors: [
        expect.objectContaining({ field: 'name', code: 'NAME_REQUIRED' }),
        expect.objectContaining({ field: 'phone', code: 'PHONE_REQUIRED' }),
      ],
    })
  })
})
