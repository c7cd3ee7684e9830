/**
 * @jest-environment node
 *
 * A visitor on the Arabic edition makes each kind of mistake and is told
 * what is wrong in Arabic, by the same rules as the English edition: the
 * rules take their words from content/ar/validation.json and the Arabic
 * country names, and know no language of their own.
 */
import { validateContact, type ContactRequest } from '../../../src/lib/contact/contact-rules'
import { UAE_IN_ARABIC, arabic, arabicWords as words } from '../../support/contact-messages'

const ARABIC_LETTERS = /[\u0621-\u064a]/

/** The one phone problem an Arabic visitor is shown for `phone`. */
function phoneProblem(phone: string, phoneCountry?: string) {
  const request: ContactRequest = { name: 'ليلى حداد', phone, phoneCountry, form: 'home', language: 'ar' }
  const result = validateContact(request, arabic)
  if (result.ok) throw new Error(`expected ${phone} to be refused`)
  expect(result.errors).toHaveLength(1)
  return result.errors[0]
}

test.each`
  kind                      | phone                           | phoneCountry | code                 | message
  ${'letters'}              | ${'اتصل بي'}                    | ${'AE'}      | ${'NOT_A_NUMBER'}    | ${words.notANumber}
  ${'no country'}           | ${'050 123 4567'}               | ${undefined} | ${'INVALID_COUNTRY'} | ${words.invalidCountry}
  ${'unknown calling code'} | ${'+999 123 456'}               | ${'AE'}      | ${'INVALID_COUNTRY'} | ${words.unknownCallingCode}
  ${'too few digits'}       | ${'٥٠'}                         | ${'AE'}      | ${'TOO_SHORT'}       | ${words.tooShort}
  ${'too many digits'}      | ${'+971 50 123 4567 8901 2345'} | ${'AE'}      | ${'TOO_LONG'}        | ${words.tooLong}
`('$kind ($phone) is $code, said in Arabic', ({ phone, phoneCountry, code, message }) => {
  expect(phoneProblem(phone, phoneCountry)).toEqual({ field: 'phone', code, message })
  expect(message).toMatch(ARABIC_LETTERS)
})

test('a number no Emirati line can have names the country in Arabic', () => {
  const problem = phoneProblem('+971 12 345 6789')
  expect(problem.code).toBe('INVALID_NUMBER')
  expect(problem.message).toContain(UAE_IN_ARABIC)
  expect(problem.message).toBe(words.invalidNumberForCountry.replace('{country}', UAE_IN_ARABIC))
  expect(problem.message).not.toMatch(/United Arab Emirates|\{country\}/)
})

test('a number valid in no country says so in Arabic without naming one', () => {
  expect(phoneProblem('+1 555 555 5555')).toMatchObject({ code: 'INVALID_NUMBER', message: words.invalidNumber })
})

test('an empty Arabic form asks for the name and the number in Arabic, and a name too long gives the limit', () => {
  const empty = validateContact({ form: 'home', language: 'ar' }, arabic)
  expect(empty).toEqual({
    ok: false,
    errors: [
      { field: 'name', code: 'NAME_REQUIRED', message: words.nameRequired },
      { field: 'phone', code: 'PHONE_REQUIRED', message: words.phoneRequired },
    ],
  })
  const long = validateContact({ name: 'ل'.repeat(101), phone: '+971501234567', form: 'home' }, arabic)
  expect(long).toMatchObject({ ok: false, errors: [{ code: 'NAME_TOO_LONG', message: words.nameTooLong.replace('{max}', '100') }] })
})

test('a good Arabic request becomes a lead from the Arabic edition, the number in E.164', () => {
  expect(validateContact({ name: 'ليلى حداد', phone: '٠٥٠ ١٢٣ ٤٥٦٧', phoneCountry: 'AE', form: 'services', language: 'ar' }, arabic)).toEqual({
    ok: true,
    lead: { form: 'services', language: 'ar', name: 'ليلى حداد', phone: '+971501234567', country: 'AE' },
  })
})
