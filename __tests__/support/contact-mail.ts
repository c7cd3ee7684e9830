/**
 * Reads a raw e-mail as a mail program shows it: the subject with its
 * encoded words (RFC 2047) decoded, and each text part decoded from its
 * transfer encoding in the character set the part declares. Enough for the
 * messages nodemailer writes; not a general MIME parser.
 */

/** Bytes from quoted-printable text ("=D9=84"); in headers "_" is a space. */
function quotedPrintable(text: string, header = false): Buffer {
  const soft = text.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let index = 0; index < soft.length; index += 1) {
    const hex = soft.slice(index + 1, index + 3)
    if (soft[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else bytes.push(header && soft[index] === '_' ? 0x20 : soft.charCodeAt(index))
  }
  return Buffer.from(bytes)
}

const headersOf = (block: string) => block.replace(/\r?\n[ \t]+/g, ' ')
const header = (block: string, name: string) => headersOf(block).match(new RegExp(`^${name}: *(.*)$`, 'mi'))?.[1] ?? ''

/** A header's value; adjacent encoded words join into one UTF-8 text. */
function decodeHeader(value: string): string {
  const words = [...value.matchAll(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi)]
  if (words.length === 0) return value
  const bytes = words.map(([, , encoding, text]) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : quotedPrintable(text, true),
  )
  return Buffer.concat(bytes).toString(words[0][1].toLowerCase() === 'utf-8' ? 'utf8' : 'latin1')
}

export type ReadMail = { subject: string; parts: { type: string; charset: string; body: string }[] }

export function readMail(raw: string): ReadMail {
  const [head] = raw.split(/\r?\n\r?\n/)
  const boundary = header(head, 'Content-Type').match(/boundary="?([^";]+)"?/)?.[1]
  const blocks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw]
  const parts = blocks.map((block) => {
    const [partHead, ...rest] = block.replace(/^\r?\n/, '').split(/\r?\n\r?\n/)
    const contentType = header(partHead, 'Content-Type')
    const charset = contentType.match(/charset="?([^";]+)"?/i)?.[1]?.toLowerCase() ?? 'us-ascii'
    const encoded = rest.join('\n\n')
    const encoding = header(partHead, 'Content-Transfer-Encoding').toLowerCase()
    const bytes =
      encoding === 'base64' ? Buffer.from(encoded, 'base64') : encoding === 'quoted-printable' ? quotedPrintable(encoded) : Buffer.from(encoded, 'latin1')
    const body = bytes.toString(charset === 'utf-8' ? 'utf8' : 'latin1').replace(/\r\n/g, '\n')
    return { type: contentType.split(';')[0].trim(), charset, body }
  })
  return { subject: decodeHeader(header(head, 'Subject')), parts }
}
