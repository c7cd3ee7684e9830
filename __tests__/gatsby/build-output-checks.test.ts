/**
 * @jest-environment node
 *
 * The build checks what it leaves in public/ and fails, saying what is
 * wrong and where (gatsby/build-checks/): each check is run on a small
 * public/ made the way a build leaves it, then on one made to break it.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { restoreGatsbyPageData, setAsideGatsbyRuntimeData } from '../../gatsby/browser/gatsby-bundles'
import { withoutSquareGlobe } from '../../gatsby/browser/lean-packages'
import { loaderTag } from '../../gatsby/browser/paint-first'
import { builtOutputProblems } from '../../gatsby/build-checks/built-output'
import { PATCHED_PATTERNS, missingPatterns } from '../../gatsby/build-checks/patched-packages'

const page = (loaders: number) => `<!DOCTYPE html><html><head><title>Page</title></head><body><main>Text</main>${loaderTag('/static/islands/islands-ABCDEFGH.js').repeat(loaders)}</body></html>`

let dir: string
let publicDir: string
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true })
  fs.writeFileSync(path.join(publicDir, file), text)
}

/** A public/ as a build leaves it once its post-build steps ran. */
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'built-output-'))
  publicDir = path.join(dir, 'public')
  write('index.html', page(1))
  write('ar/index.html', page(1))
  write('404.html', page(1))
  write('static/islands/islands-ABCDEFGH.js', 'export{}')
  // The CMS's page runs the CMS, not the islands.
  write('admin/index.html', '<!DOCTYPE html><html><body><script defer src="/admin/cms.js"></script></body></html>')
  write('_headers', '/*\n  x-frame-options: DENY\n')
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

test('a public/ as the build leaves it passes every check', () => {
  expect(builtOutputProblems(publicDir)).toEqual([])
})

test("a webpack bundle left in public/, at its top or deeper, is named", () => {
  write('app-0123456789abcdef0123.js', '')
  write('static/component---src-pages-index-tsx-abcdef0123456789abcd.js', '')
  const problems = builtOutputProblems(publicDir)
  expect(problems).toHaveLength(2)
  expect(problems[0]).toMatch(/^public\/app-0123456789abcdef0123\.js is one of Gatsby's webpack bundles, which no page loads/)
  expect(problems[1]).toMatch(/^public\/static\/component---src-pages-index-tsx-abcdef0123456789abcd\.js is one of Gatsby's webpack bundles/)
})

test('a page without the loader is named: none of its islands would start', () => {
  write('ar/index.html', page(0))
  expect(builtOutputProblems(publicDir)).toEqual([expect.stringMatching(/^public\/ar\/index\.html has no islands loader, so none of its islands start: .*paint-first\.ts/)])
})

test('a page with the loader twice is named: its islands would start twice', () => {
  write('index.html', page(2))
  expect(builtOutputProblems(publicDir)).toEqual([expect.stringMatching(/^public\/index\.html has 2 islands loaders, which would start its islands 2 times/)])
})

test("Gatsby's page-data/ and ~partytown/, which nothing loads, fail the check until they are left out of the deploy", () => {
  write('page-data/index/page-data.json', '{"path":"/"}')
  write('~partytown/partytown.js', '')
  expect(builtOutputProblems(publicDir)).toEqual([
    expect.stringMatching(/^public\/page-data\/ would be deployed, but no page or script asks for it/),
    expect.stringMatching(/^public\/~partytown\/ would be deployed, but no page or script asks for it/),
  ])

  const setAside = path.join(dir, '.cache', 'page-data-set-aside')
  expect(setAsideGatsbyRuntimeData(publicDir, setAside)).toEqual(['~partytown/ (removed)', expect.stringMatching(/^page-data\/ \(moved to /)])
  expect(builtOutputProblems(publicDir)).toEqual([])

  // The next build reads every page's data back from public/.
  restoreGatsbyPageData(publicDir, setAside)
  expect(fs.readFileSync(path.join(publicDir, 'page-data/index/page-data.json'), 'utf8')).toBe('{"path":"/"}')
  expect(fs.existsSync(setAside)).toBe(false)
})

test('a runtime folder a page does load may stay', () => {
  write('page-data/index/page-data.json', '{}')
  write('index.html', page(1).replace('</body>', '<link rel="preload" href="/page-data/index/page-data.json"></body>'))
  expect(builtOutputProblems(publicDir)).toEqual([])
})

describe('patched packages', () => {
  let nodeModules: string
  /** A node_modules holding a copy of each file a patch step reads. */
  beforeEach(() => {
    nodeModules = path.join(dir, 'node_modules')
    for (const { file } of PATCHED_PATTERNS) {
      fs.mkdirSync(path.dirname(path.join(nodeModules, file)), { recursive: true })
      fs.copyFileSync(path.resolve('node_modules', file), path.join(nodeModules, file))
    }
  })

  test('the installed packages hold every pattern the build changes', () => {
    expect(missingPatterns()).toEqual([])
    expect(missingPatterns(nodeModules)).toEqual([])
  })

  test.each(PATCHED_PATTERNS.map((entry) => [entry.step, entry.file, entry]))('%s: a package without its pattern in %s stops the build, naming both', (step, file, entry) => {
    const full = path.join(nodeModules, file)
    const text = fs.readFileSync(full, 'utf8')
    fs.writeFileSync(full, typeof entry.pattern === 'string' ? text.split(entry.pattern).join('') : text.replace(new RegExp(entry.pattern.source, `${entry.pattern.flags.replace('g', '')}g`), ''))
    expect(missingPatterns(nodeModules)).toEqual([`${step}: node_modules/${file} no longer has ${entry.found}; the package changed, so this step changes nothing`])
  })

  test('a file a step reads that is gone is named', () => {
    fs.rmSync(path.join(nodeModules, 'react-phone-number-input/modules/InternationalIcon.js'))
    expect(missingPatterns(nodeModules)).toEqual([expect.stringMatching(/^withoutSquareGlobe: node_modules\/react-phone-number-input\/modules\/InternationalIcon\.js does not exist/)])
  })

  test('withoutSquareGlobe throws, rather than bundle the square globe, when its pattern is gone', () => {
    expect(withoutSquareGlobe('if (aspectRatio === 1) { square() }')).toBe('if (false) { square() }')
    expect(() => withoutSquareGlobe('if (ratio === 1) { square() }')).toThrow(/withoutSquareGlobe: InternationalIcon\.js no longer has `if \(aspectRatio === 1\) \{`/)
  })
})
