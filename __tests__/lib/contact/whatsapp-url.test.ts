/**
 * A wa.me address opens a chat with the agency's number and the first
 * message as written, in either language, and stays short in the page: the
 * message's Arabic letters are written as letters, not percent-encoded.
 */
import { whatsappUrl } from '../../../src/lib/contact/whatsapp-url'

const chatOf = (href: string) => {
  const url = new URL(href)
  return { chat: `${url.origin}${url.pathname}`, message: url.searchParams.get('text') }
}

test.each([
  ['Arabic', 'السلام عليكم فريق Northwind Growth، أودّ التحدث معكم.'],
  ['English, with what a query would otherwise split on', "Hi! Q&A #2: 50% off + a 'free' audit = yes?"],
])('a message in %s reaches WhatsApp as written, to the number as digits', (_language, message) => {
  expect(chatOf(whatsappUrl('+971 50 413 6200', message))).toEqual({ chat: 'https://wa.me/971504136200', message })
})

test("the message's Arabic letters stay letters, and its spaces are encoded", () => {
  expect(whatsappUrl('+971504136200', 'أودّ التحدث')).toBe('https://wa.me/971504136200?text=أودّ%20التحدث')
})

test('a control character is encoded, as an address may not hold it', () => {
  expect(whatsappUrl('971504136200', 'a\u0085b')).toBe('https://wa.me/971504136200?text=a%C2%85b')
})
