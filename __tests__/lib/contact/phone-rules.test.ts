/**
 * @jest-environment node
 *
 * Phone numbers as visitors type them, checked by the rules the form and
 * /api/contact share: real numbers come out as E.164 with their country,
 * and each kind of mistake gets its own plain-words message. The browser
 * reads them with libphonenumber's small metadata, the function with the
 * full one (src/lib/leads/lead-checks.ts), whose answer decides.
 */
import { PHONE_MAX_INPUT_LENGTH, checkPhone as checkPhoneIn } from '../../../src/lib/contact/contact-rules'
import { checkLeadPhone } from '../../../src/lib/leads/lead-checks'
import { english, englishWords as words } from '../../support/contact-messages'

// Said in English here; in Arabic: contact-rules-arabic.test.ts.
const checkPhone = (input: unknown, phoneCountry?: unknown) => checkPhoneIn(input, phoneCountry, english)
const notValidIn = (country: string) => words.invalidNumberForCountry.replace('{country}', country)

describe('a real number is accepted and normalized to E.164', () => {
  test.each`
    input                  | phoneCountry | e164               | country
    ${'050 123 4567'}      | ${'AE'}      | ${'+971501234567'} | ${'AE'}
    ${'+971 50 123 4567'}  | ${undefined} | ${'+971501234567'} | ${'AE'}
    ${'(201) 555-0123'}    | ${'US'}      | ${'+12015550123'}  | ${'US'}
    ${'+1 201-555-0123'}   | ${'AE'}      | ${'+12015550123'}  | ${'US'}
    ${'020 7946 0958'}     | ${'GB'}      | ${'+442079460958'} | ${'GB'}
    ${'+44 7400 123456'}   | ${undefined} | ${'+447400123456'} | ${'GB'}
    ${'098765 43210'}      | ${'IN'}      | ${'+919876543210'} | ${'IN'}
    ${'+91 98765 43210'}   | ${'IN'}      | ${'+919876543210'} | ${'IN'}
    ${'050 123 4567'}      | ${'SA'}      | ${'+966501234567'} | ${'SA'}
    ${'+966.50.123.4567'}  | ${undefined} | ${'+966501234567'} | ${'SA'}
    ${'  050 123 4567  '}  | ${'AE'}      | ${'+971501234567'} | ${'AE'}
  `('$input typed with country $phoneCountry is $e164 ($country)', ({ input, phoneCountry, e164, country }) => {
    expect(checkPhone(input, phoneCountry)).toEqual({ ok: true, phone: e164, country })
  })
})

const errorOf = (input: unknown, phoneCountry?: unknown) => {
  const result = checkPhone(input, phoneCountry)
  if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused, got ${result.phone}`)
  expect(result.error.field).toBe('phone')
  return result.error
}

describe('each mistake is named', () => {
  test.each([[''], ['   '], [undefined], [null]])('nothing usable (%p) is PHONE_REQUIRED', (input) => {
    expect(errorOf(input, 'AE')).toEqual({
      field: 'phone',
      code: 'PHONE_REQUIRED',
      message: words.phoneRequired,
    })
  })

  test.each(['call me', '050 123 four', '+', '++971501234567', '050#1234567'])('%p is NOT_A_NUMBER', (input) => {
    expect(errorOf(input, 'AE')).toMatchObject({
      code: 'NOT_A_NUMBER',
      message: words.notANumber,
    })
  })

  test.each([
    ['050 123 4567', undefined],
    ['050 123 4567', 'XX'],
    ['050 123 4567', 'ae'],
  ])('%p with country %p is INVALID_COUNTRY', (input, country) => {
    expect(errorOf(input, country)).toMatchObject({
      code: 'INVALID_COUNTRY',
      message: words.invalidCountry,
    })
  })

  test.each([
    ['+0 501 234 567', 'AE'],
    ['+999 123 456', 'AE'],
    ['+999123456', undefined],
  ])('%p with country %p names the code after the +, since choosing a country would not help', (input, country) => {
    expect(errorOf(input, country)).toMatchObject({
      code: 'INVALID_COUNTRY',
      message: words.unknownCallingCode,
    })
  })

  test.each(['5', '50', '+9715'])('%p is TOO_SHORT', (input) => {
    expect(errorOf(input, 'AE')).toMatchObject({
      code: 'TOO_SHORT',
      message: words.tooShort,
    })
  })

  test.each(['+971 50 123 4567 8901 2345', '1'.repeat(40)])('%p is TOO_LONG', (input) => {
    expect(errorOf(input, 'AE')).toMatchObject({
      code: 'TOO_LONG',
      message: words.tooLong,
    })
  })

  test('the right length with digits no country uses is INVALID_NUMBER, naming the country', () => {
    expect(errorOf('+971 12 345 6789')).toMatchObject({
      code: 'INVALID_NUMBER',
      message: notValidIn('United Arab Emirates'),
    })
    expect(errorOf('000 000 0000', 'US').message).toBe(notValidIn('United States'))
  })

  test("digits only the full metadata knows are wrong pass the browser's rules and are refused by the function, naming the country", () => {
    // A US number typed with India chosen: ten digits, as Indian numbers have.
    expect(checkPhone('(201) 555-0123', 'IN')).toMatchObject({ ok: true })
    expect(checkLeadPhone('(201) 555-0123', 'IN', english)).toEqual({
      ok: false,
      error: { field: 'phone', code: 'INVALID_NUMBER', message: notValidIn('India') },
    })
  })

  test('an invalid number of no particular country says so without naming one', () => {
    expect(errorOf('+1 555 555 5555')).toMatchObject({
      code: 'INVALID_NUMBER',
      message: words.invalidNumber,
    })
  })
})

describe('the input length limit', () => {
  const padded = (length: number) => {
    const digits = ['+971', '501234567']
    return digits[0] + ' '.repeat(length - digits.join('').length) + digits[1]
  }

  test(`${PHONE_MAX_INPUT_LENGTH} characters, spaces included, are read as usual`, () => {
    expect(padded(250)).toHaveLength(250)
    expect(checkPhone(padded(250))).toEqual({ ok: true, phone: '+971501234567', country: 'AE' })
  })

  test('251 characters are refused as TOO_LONG before any parsing', () => {
    expect(padded(251)).toHaveLength(251)
    expect(errorOf(padded(251)).code).toBe('TOO_LONG')
    expect(errorOf('x'.repeat(251)).code).toBe('TOO_LONG')
  })
})

// Arabic and Persian phone keyboards type Arabic-Indic digits; a Gulf
// visitor's number must be read all the same.
test('a number typed in Arabic-Indic digits is read like any other', () => {
  expect(checkPhone('٠٥٠ ١٢٣ ٤٥٦٧', 'AE')).toEqual({ ok: true, phone: '+971501234567', country: 'AE' })
})

// The browser's verdict only saves a visitor a round trip: it must never
// refuse a number the function takes, or a real lead could not be sent.
test("every number the function takes, the browser's rules take as the same E.164 number", () => {
  const numbers = ['+971501234567', '+97142345678', '+97180012345', '+966501234567', '+96522345678', '+97433123456', '+96824123456', '+97317123456', '+442079460958', '+447400123456', '+445612345678', '+12015550123', '+919876543210', '+33123456789', '+4915123456789', '+6589555555', '+201001234567', '+962791234567']
  for (const number of numbers) {
    const server = checkLeadPhone(number, undefined, english)
    expect(server).toMatchObject({ ok: true, phone: number })
    expect(checkPhone(number)).toEqual(server)
  }
})
