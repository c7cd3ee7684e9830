/**
 * The CMS's upload folder (UPLOADS, src/lib/content/model.ts) holds raster
 * images only. What is there is copied into the site as it is and served
 * from the site's own address, beside /admin/, whose storage holds the
 * editor's GitHub token: an uploaded .svg or .html with a script in it,
 * opened there, would run as the site. So the build fails, naming each
 * file, for anything that is not a PNG, JPEG, WebP, AVIF or GIF image by
 * its bytes (its magic number) and named with that format's extension, so
 * the type it is served with is an image's (in sub-folders too); a link
 * in it is refused. (It is also served under a policy that runs nothing:
 * gatsby/netlify/security-headers.ts.)
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { UPLOADS } from '../../src/lib/content/model'

type Format = { name: string; extensions: readonly string[]; is: (head: Buffer) => boolean }

const starts = (head: Buffer, bytes: readonly number[], at = 0) => bytes.every((byte, index) => head[at + index] === byte)
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0))

/** The ISO-BMFF brands of an `ftyp` box (its major brand, then the compatible ones): AVIF's are avif and avis. */
function brands(head: Buffer): string[] {
  if (!starts(head, ascii('ftyp'), 4)) return []
  const size = Math.min(head.readUInt32BE(0), head.length)
  const found = [head.toString('latin1', 8, 12)]
  for (let at = 16; at + 4 <= size; at += 4) found.push(head.toString('latin1', at, at + 4))
  return found
}

/** The raster formats a browser shows as an image and never runs, each by the signature its specification gives. */
export const RASTER_FORMATS: readonly Format[] = [
  { name: 'PNG', extensions: ['.png'], is: (head) => starts(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { name: 'JPEG', extensions: ['.jpg', '.jpeg'], is: (head) => starts(head, [0xff, 0xd8, 0xff]) },
  { name: 'WebP', extensions: ['.webp'], is: (head) => starts(head, ascii('RIFF')) && starts(head, ascii('WEBP'), 8) },
  { name: 'AVIF', extensions: ['.avif'], is: (head) => brands(head).some((brand) => brand === 'avif' || brand === 'avis') },
  { name: 'GIF', extensions: ['.gif'], is: (head) => starts(head, ascii('GIF87a')) || starts(head, ascii('GIF89a')) },
]

const FORMAT_NAMES = 'PNG, JPEG, WebP, AVIF or GIF'

/** The first bytes of a file: enough for every signature above, an AVIF's list of brands included. */
function headOf(file: string): Buffer {
  const head = Buffer.alloc(64)
  const handle = fs.openSync(file, 'r')
  try {
    return head.subarray(0, fs.readSync(handle, head, 0, head.length, 0))
  } finally {
    fs.closeSync(handle)
  }
}

/** Why the file at `file` (shown as `shown`) may not be an upload, or nothing. */
function uploadProblem(file: string, shown: string): string | undefined {
  const entry = fs.lstatSync(file)
  if (entry.isSymbolicLink()) return `${shown}: a link to another file; upload the image itself`
  if (!entry.isFile()) return `${shown}: not a file`
  const extension = path.extname(file).toLowerCase()
  const named = RASTER_FORMATS.find((format) => format.extensions.includes(extension))
  const actual = RASTER_FORMATS.find((format) => format.is(headOf(file)))
  if (!actual) return `${shown}: not a ${FORMAT_NAMES} image by its contents${extension === '.svg' ? ' (an SVG can hold a script)' : ''}; only such images may be uploaded`
  if (named !== actual) return `${shown}: a ${actual.name} image named ${extension || 'without an extension'}; name it ${actual.extensions[0]}, so it is served as an image`
  return undefined
}

/** Every problem of the upload folder `dir` (`shownAs`: how its path is written in a message), each naming its file; none for a folder that does not exist. */
export function uploadProblems(dir: string, shownAs = dir): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const file = path.join(dir, name)
      const shown = path.posix.join(shownAs, name)
      if (fs.lstatSync(file).isDirectory()) return uploadProblems(file, shown)
      return [uploadProblem(file, shown)].filter((problem): problem is string => problem !== undefined)
    })
}

/** Before anything is built: the build stops, naming every file of the upload folder that is not a raster image. */
export function checkUploads({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  const problems = uploadProblems(path.resolve(UPLOADS.folder), UPLOADS.folder)
  if (problems.length) reporter.panic(`Uploads: only ${FORMAT_NAMES} images may be in ${UPLOADS.folder}/ (the CMS's upload folder, served as it is):\n${problems.join('\n')}`)
}
