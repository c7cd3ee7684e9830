/**
 * @jest-environment node
 *
 * `leads forget --phone` reads a number as the contact form does
 * (contact-rules.ts), with the UAE as the default country, so the number a
 * visitor gives on the phone finds the lead the form stored.
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
  expect(phoneToForget(typed)).toEqual({ ok: true, phone: '+971501234567' })
})

it('reads another country\'s number by its code, with + or 00', () => {
  expect(phoneToForget('0044 20 7946 0958')).toEqual({ ok: true, phone: '+442079460958' })
  expect(phoneToForget('+1 201 555 0123')).toEqual({ ok: true, phone: '+12015550123' })
})

it('says what is wrong with what is no number, in the form\'s words', () => {
  expect(phoneToForget('call me')).toEqual({ ok: false, message: expect.stringMatching(/does not look like a phone number/) })
  expect(phoneToForget('050')).toEqual({ ok: false, message: expect.stringMatching(/too short/) })
})
