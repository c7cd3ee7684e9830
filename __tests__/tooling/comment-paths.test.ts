/**
 * Comments name only files that exist: every path a comment of the site's
 * code or its tests names (`src/lib/leads/types.ts`, `../support/setup.ts`,
 * `store/blobs-store.ts`, `gatsby/netlify/`, `blobs-store.ts`) is looked
 * up, so a file moved or renamed fails here, naming the comment. What the
 * build writes (public/, .cache/...) and a few examples are not files.
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'
import { codeFiles, commentsOf, filesUnder, ROOT } from '../support/source-text'

/** Folders of what the build, the tests and the tools write: named in comments, never in the repository. */
const WRITTEN = /^(public|public-fixtures|public-published|\.cache|\.netlify|\.leads|reports|node_modules|static\/flags)\//

/** Paths comments name that are not files here, each with why. */
const NOT_FILES: Record<string, string> = {
  'content/landing/images/': 'made by the CMS when the first landing image is saved',
  'netlify/published-landing-pages.json': 'written by every build (gatsby/landing/landing-index-file.ts), git-ignored',
  'esm/': "a folder of Decap's package",
  'content/insights/en/some-slug.md': 'an example',
  'content/landing/en/x.json': 'an example',
  'src/pages/lp/offer.tsx': 'an example',
  '../images/team.jpg': 'an example',
  'held/': "a folder of keys in the Blobs store lead-gate (store/form-gate.ts)",
  'arrivals/': "a folder of keys in the Blobs store lead-gate (store/form-gate.ts)",
  'tokens/': "a folder of keys in the Blobs store lead-gate (store/form-gate.ts)",
  'previews/': "a folder of keys in the Blobs store lead-gate (store/preview-stores.ts)",
  'partytown/': "Gatsby's public/~partytown/, written by every build",
  'page-data/': "Gatsby's public/page-data/, written by every build",
}

const TOP = /^(src|gatsby|netlify|scripts|content|docs|static|__tests__|__mocks__|patches)\//
/**
 * A path with a folder in it, any extension or a folder of its own; or a
 * bare name of a code file. Not inside a URL or a package name (after
 * `/`, `:`, `@` or a word), not `.schema.json`.
 */
const PATH = /(?<![\w@.:/-])(?:\.{1,2}\/)*(?:[\w.-]+\/)+(?:[\w.-]+\.\w+\b|(?=[\s),.;:`'"]|$))|(?<![\w@.:/-])[\w-]+\.(?:tsx?|mts|mjs)\b/g

function walk(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'test-results', 'playwright-report'].includes(entry.name) || entry.name.startsWith('.')) return []
    const relative = folder ? `${folder}/${entry.name}` : entry.name
    if (!entry.isDirectory()) return [relative]
    if (!folder && WRITTEN.test(`${entry.name}/`)) return []
    return [`${relative}/`, ...walk(relative)]
  })
}

/** Every file and folder of the repository (folders end with /), relative to the root. */
const everything = walk('')
const all = new Set(everything)
const exists = (relative: string) => all.has(relative) || all.has(`${relative}/`)

/** Whether `named`, as written in a comment of `file`, is a file or folder of the repository. */
function isThere(named: string, file: string): boolean {
  const bare = named.replace(/\/$/, '')
  if (named.startsWith('.')) return exists(path.posix.join(path.posix.dirname(file), bare))
  if (TOP.test(named)) return exists(bare)
  // A shorter path (layout/logo.tsx, store/blobs-store.ts) or a bare name: the end of one.
  const end = `/${named}`
  return exists(bare) || everything.some((entry) => `/${entry}`.endsWith(end) || `/${entry}/`.endsWith(end))
}

/** The paths the comments of `file` name that are not there, each as `file:line: path`. */
function missingIn(file: string, text?: string): string[] {
  return commentsOf(file, text).flatMap((comment) =>
    [...comment.text.matchAll(PATH)]
      .filter(([named]) => !WRITTEN.test(named) && !(named in NOT_FILES) && !isThere(named, file))
      .map((match) => `${file}:${comment.line + comment.text.slice(0, match.index).split('\n').length - 1}: ${match[0]}`),
  )
}

const testFiles = filesUnder('__tests__').filter((file) => /\.(tsx?|mjs)$/.test(file) && !file.startsWith('__tests__/fixtures/'))

/** Every code file at the root (the Gatsby files and the tools' configurations: jest.config.js, eslint.config.mjs, playwright.config.ts...). */
const rootFiles = fs.readdirSync(ROOT).filter((name) => /\.(tsx?|mts|mjs|js)$/.test(name) && fs.statSync(path.join(ROOT, name)).isFile())

const missing = () => [...new Set([...codeFiles(), ...rootFiles, ...testFiles])].flatMap((file) => missingIn(file))

test('every path a comment names exists', () => {
  expect(missing()).toEqual([])
})

test('a moved file is caught however the comment names it, and an existing one passes', () => {
  const comments = [
    '// gatsby/netlify-adapter.ts hands the adapter no function (gatsby/netlify/adapter.ts does)',
    '/** The logo (components/logo.tsx), drawn by components/media/picture.tsx. */',
    "// Netlify adapter (netlify-adapter.ts); the store's types (../types.ts) and ../gone.ts",
    '// https://github.com/decaporg/decap-cms/blob/main/src/index.js, @netlify/blobs/server, public/_headers',
    "const text = 'src/not-a-comment.ts'",
  ].join('\n')
  expect(missingIn('src/lib/leads/store/made-up.ts', comments)).toEqual([
    'src/lib/leads/store/made-up.ts:1: gatsby/netlify-adapter.ts',
    'src/lib/leads/store/made-up.ts:2: components/logo.tsx',
    'src/lib/leads/store/made-up.ts:3: netlify-adapter.ts',
    'src/lib/leads/store/made-up.ts:3: ../gone.ts',
  ])
})

test('the root configuration files are read too: a moved file named in jest.config.js is caught', () => {
  expect(rootFiles).toEqual(expect.arrayContaining(['jest.config.js', 'eslint.config.mjs', 'playwright.config.ts', 'gatsby-config.ts']))
  expect(missingIn('jest.config.js', '// sanitize-html (build code, gatsby/content/html-allow-list.ts)')).toEqual(['jest.config.js:1: gatsby/content/html-allow-list.ts'])
})

test('the examples allowed are still named somewhere', () => {
  const named = new Set([...codeFiles(), ...testFiles].flatMap((file) => commentsOf(file).flatMap((comment) => [...comment.text.matchAll(PATH)].map((match) => match[0]))))
  expect(Object.keys(NOT_FILES).filter((entry) => !named.has(entry))).toEqual([])
})
