/**
 * The import-circle check `npm test` runs first (scripts/check-circles.mjs),
 * run on small made-up sources: it fails on a circle and names each file in
 * it, counts a circle of type-only imports or import() as one, fails on an
 * import it cannot follow, and passes code whose imports go one way.
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const SCRIPT = path.resolve(__dirname, '../../scripts/check-circles.mjs')

/** Writes the files into a folder of their own and runs the check on it. */
function check(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-'))
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text)
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
    const said = `${run.stdout}${run.stderr}`
    // Each circle as the files in it, named without the folder.
    const circles = [...said.matchAll(/import circle: (.+)/g)].map(([, chain]) => chain.split(' > ').map((file) => path.basename(file)))
    return { passed: run.status === 0, said, circles }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('a page and its part that import each other fail the check, which names the circle', () => {
  const { passed, circles } = check({
    'article-page.tsx': "import ArticleMeta from './article-meta'\nexport type ArticleData = { title: string }\nexport const ArticlePage = ArticleMeta\n",
    'article-meta.tsx': "import type { ArticleData } from './article-page'\nexport default function ArticleMeta({ title }: ArticleData) {\n  return title\n}\n",
  })
  expect(passed).toBe(false)
  expect(circles).toHaveLength(1)
  expect(new Set(circles[0])).toEqual(new Set(['article-page.tsx', 'article-meta.tsx']))
})

test('a circle closed by import() is a circle too', () => {
  const { passed, circles } = check({
    'store.ts': "export const blobs = () => import('./blobs-store')\n",
    'blobs-store.ts': "import { blobs } from './store'\nexport const again = blobs\n",
  })
  expect(passed).toBe(false)
  expect(circles).toHaveLength(1)
  expect(new Set(circles[0])).toEqual(new Set(['store.ts', 'blobs-store.ts']))
})

test('an import the check cannot follow fails it, since a circle could hide behind it', () => {
  const { passed, said } = check({ 'attribution.ts': "import { storedVisit } from './attribution-stor'\nexport const visit = storedVisit\n" })
  expect(passed).toBe(false)
  expect(said).toContain('cannot resolve ./attribution-stor')
})

test('imports that go one way pass, and the check says how many modules it read', () => {
  const { passed, said } = check({
    'attribution-store.ts': 'export type Visit = { url: string }\nexport const storedVisit = (): Visit => ({ url: "/" })\n',
    'attribution.ts': "import { storedVisit, type Visit } from './attribution-store'\nexport const visit: Visit = storedVisit()\n",
  })
  expect(said).toContain('no import circle in 2 modules')
  expect(passed).toBe(true)
})
