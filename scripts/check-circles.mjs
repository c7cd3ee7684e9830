// `npm run check:circles`, early in `npm test`: fails when a module of
// src/, gatsby/ or netlify/ (or a gatsby-*.ts file at the top) imports,
// through any chain of imports, a module that imports it back, and names
// each circle. A type-only import counts: it ties two files as much as any
// other, and a circle of types is one a value can join tomorrow.
// Other folders (tests, scripts) can be checked with `-- <folders>`.
// Madge reads the imports with the project's tsconfig; an import it cannot
// resolve fails the check too, since a circle through it would go unseen.
import path from 'node:path'
import madge from 'madge'

const root = path.join(import.meta.dirname, '..')
const SITE = ['src', 'gatsby', 'netlify', 'gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx']
const targets = process.argv.slice(2).length > 0 ? process.argv.slice(2) : SITE.map((name) => path.join(root, name))

const graph = await madge(targets, {
  baseDir: root,
  fileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs'],
  tsConfig: path.join(root, 'tsconfig.json'),
  // Said, not left to madge's defaults: type-only imports and import() count.
  detectiveOptions: { ts: { skipTypeImports: false, skipAsyncImports: false }, tsx: { skipTypeImports: false, skipAsyncImports: false } },
})
const files = Object.keys(graph.obj())
const problems = [
  ...graph.circular().map((circle) => `import circle: ${[...circle, circle[0]].join(' > ')}`),
  // A JSON file imports nothing, so no circle runs through it: one the build writes
  // (netlify/published-landing-pages.json) may be missing before the first build.
  ...graph
    .warnings()
    .skipped.filter((file) => !file.endsWith('.json'))
    .map((file) => `cannot resolve ${file}, so its imports are not checked`),
]
if (files.length === 0) problems.push(`no module found in ${targets.join(', ')}`)

if (problems.length > 0) {
  for (const problem of problems) console.error(`check:circles: ${problem}`)
  console.error(`check:circles: ${problems.length} problem(s) in ${files.length} modules; move what both sides need into a module of its own`)
  process.exitCode = 1
} else {
  console.log(`check:circles: no import circle in ${files.length} modules`)
}
