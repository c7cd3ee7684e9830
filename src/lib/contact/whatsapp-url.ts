/**
 * A wa.me click-to-chat address: the number as digits only (wa.me takes it
 * without + or spaces) and a first message. The message's letters outside
 * ASCII stay as they are, which HTML allows in an address and the browser
 * encodes when the link is followed: an Arabic message percent-encoded in
 * the page is three times its UTF-8 bytes, twice over in every page's HTML
 * (header and footer), which must fit a phone's first round trip
 * (docs/quality.md). ASCII is encoded as encodeURIComponent does (spaces,
 * &, #, + and the like), and so are the C1 controls and noncharacters, which
 * an address may not hold.
 */
const MUST_ENCODE = /[^\u00a0-\ufdcf\ufdf0-\ufffd\u{10000}-\u{10fffd}]+/gu

export const whatsappUrl = (number: string, message: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${message.replace(MUST_ENCODE, encodeURIComponent)}`
