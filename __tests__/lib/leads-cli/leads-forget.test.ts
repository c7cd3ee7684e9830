/**
 * @jest-environment node
 *
 * `leads forget --phone` reads a number as the contact function does
 * (src/lib/contact/phone-check.ts), a number without + in the UAE's
 * numbering unless --country says another, and names the country it read
 * it in: a Saudi 050… read as the UAE's would erase another person's leads.
 */
import { phoneToForget } from '../../../src/lib/leads-cli/leads-commands'

it.each([
  ['+971 50 123 4567'],
  ['050 123 4567'],
  ['(050) 123-4567'],
  ['00971 50 123 4567'],
  ['971501234567'],
  ['٠٥٠ ١٢٣ ٤٥٦٧'],
  ['+٩٧١٥٠١٢٣٤٥٦٧'],
  ['۰۵۰۱۲۳۴۵۶۷'],
])('%s is the stored +971501234567', (typed) => {
  expect(phoneToForget(typed)).toMatchObject({ ok: true, phone: '+971501234567' })
})

it('names the country it read a local number in, and how to choose another', () => {
  expect(phoneToForget('050 123 4567')).toEqual({
    ok: true,
    phone: '+971501234567',
    readAs: 'Read 050 123 4567 as a number of United Arab Emirates (AE): +971501234567. A number from another country: --country and its code, such as --country SA.',
  })
})

it('reads a local number in the country given, so a Saudi 050… is the Saudi number', () => {
  expect(phoneToForget('050 123 4567', 'SA')).toEqual({ ok: true, phone: '+966501234567', readAs: expect.stringContaining('as a number of Saudi Arabia (SA): +966501234567') })
  expect(phoneToForget('050 123 4567', 'sa')).toMatchObject({ ok: true, phone: '+966501234567' })
})

it('says an international number is read as one, whatever the country', () => {
  expect(phoneToForget('+44 20 7946 0958', 'SA')).toEqual({ ok: true, phone: '+442079460958', readAs: 'Read +44 20 7946 0958 as the international number +442079460958.' })
})

it("reads another country's number by its code, with + or 00", () => {
  expect(phoneToForget('0044 20 7946 0958')).toMatchObject({ ok: true, phone: '+442079460958' })
  expect(phoneToForget('+1 201 555 0123')).toMatchObject({ ok: true, phone: '+12015550123' })
})

it("says what is wrong with what is no number, in the form's words, and with a country that is none", () => {
  expect(phoneToForget('call me')).toEqual({ ok: false, message: expect.stringMatching(/does not look like a phone number/) })
  expect(phoneToForget('050')).toEqual({ ok: false, message: expect.stringMatching(/too short/) })
  expect(phoneToForget('050 123 4567', 'Saudi')).toEqual({ ok: false, message: '--country Saudi is no country code: give its two letters, such as AE, SA or KW' })
})
