// Proves the cache hunk of patches/gatsby+5.16.1.patch still works: a change
// to a module gatsby-node.ts imports (build code under gatsby/) makes the
// next build cold, so nodes that code made before, drafts included, are
// never published from a restored .cache. Gatsby itself clears the cache
// only when gatsby-node.ts, gatsby-config.ts, package.json or a plugin's
// version change; the patch adds the compiled gatsby-node.ts, which bundles
// every module it imports, to what it compares. An upgrade that drops or
// breaks the hunk fails here. And proves that a cache no build completed
// (the build's mark taken away: gatsby/pipeline/cache-trust.ts) makes the
// next build cold too.
//
// It reuses the build `npm test` has just made: the build's .cache is set
// aside, and `gatsby build` starts three times on a .cache holding only that
// build's saved state (.cache/redux, where the hash Gatsby compares is kept),
// Parcel's output and cache (PARCEL_STATE below), the build's mark that it
// completed and a marker file, each time stopped as soon as Gatsby has decided whether
// to keep its cache (the marker is gone when it cleared it): once on the
// site as it is, which must keep it, so the check knows its own setup does
// not clear it; once without the completed build's mark, which must clear
// it; once with one imported module edited, which must clear it.
// The module and the build's .cache are put back afterwards, also on
// Ctrl-C; public/ is not touched. Here, and not in a copy of the site,
// because Parcel's compiled gatsby-node.js differs with the site's folder.
// `npm run test:build-cache` after `npm run build`; CHECK_BUILD_CACHE_VERBOSE=1
// prints what Gatsby printed (its log as JSON lines).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { register } from 'node:module'
import path from 'node:path'

register('./typescript-hooks.mjs', import.meta.url)
const { COMPLETED_MARK } = await import('../gatsby/pipeline/cache-trust.ts')

const root = process.cwd()
const cache = path.join(root, '.cache')
const kept = path.join(root, '.cache-kept-by-check-build-cache')
// Gatsby deletes everything in .cache but a few folders when it goes cold.
const MARKER = path.join(cache, 'caches', 'check-build-cache', 'marker')
// The step that decides; Gatsby goes on building after it.
const DECIDING_STEP = 'initialize cache'

/**
 * Whether one line of Gatsby's JSON log (GATSBY_LOGGER=json: one action a
 * line, never wrapped or coloured, whatever the terminal) says the step
 * that decides has ended.
 */
function saysDecided(line) {
  try {
    const action = JSON.parse(line)
    return action?.type === 'LOG' && action.payload?.text === DECIDING_STEP
  } catch {
    return false
  }
}

if (fs.existsSync(kept)) {
  console.error(`check-build-cache: ${path.basename(kept)} exists: a run was interrupted; put it back as .cache (or delete it), then run again.`)
  process.exit(1)
}
// The mark's place inside .cache (and so inside the build's .cache set aside).
const COMPLETED = path.relative('.cache', COMPLETED_MARK)
if (!fs.existsSync(path.join(cache, 'redux')) || !fs.existsSync(path.join(cache, COMPLETED))) {
  console.error('check-build-cache: no completed build\'s state in .cache/ (redux/ and its mark); run `npm run build` first.')
  process.exit(1)
}

/** The first module under gatsby/ that gatsby-node.ts imports, as a file. */
function importedBuildModule() {
  const source = fs.readFileSync(path.join(root, 'gatsby-node.ts'), 'utf8')
  for (const [, specifier] of source.matchAll(/from '(\.\/gatsby\/[^']+)'/g)) {
    for (const candidate of [specifier, `${specifier}.ts`, `${specifier}.tsx`, `${specifier}.js`, `${specifier}/index.ts`]) {
      const file = path.join(root, candidate)
      if (fs.existsSync(file) && fs.statSync(file).isFile()) return file
    }
  }
  throw new Error('gatsby-node.ts imports no module under gatsby/: this check has nothing to change')
}

/**
 * Parcel's output (.cache/compiled, whose gatsby-node.js is hashed) and its
 * cache (.cache/.parcel-cache), as the build left them. Without them Parcel
 * compiles gatsby-node.ts from nothing, and its output then differs, byte
 * for byte, from the one it made from a cache warmed by earlier edits (a
 * developer's tree, never a fresh clone): the hash changed with the site
 * unchanged, and the check failed there (issue 47).
 */
const PARCEL_STATE = ['compiled', '.parcel-cache']

/** A .cache as the build left its saved state and Parcel's, with the marker, and the mark of a completed build unless `completed` is false. */
function freshCache(completed) {
  fs.rmSync(cache, { recursive: true, force: true })
  fs.cpSync(path.join(kept, 'redux'), path.join(cache, 'redux'), { recursive: true })
  if (completed) fs.copyFileSync(path.join(kept, COMPLETED), path.join(cache, COMPLETED))
  for (const name of PARCEL_STATE.filter((entry) => fs.existsSync(path.join(kept, entry)))) fs.cpSync(path.join(kept, name), path.join(cache, name), { recursive: true })
  // Without its node store Gatsby would delete the built pages' HTML; it only looks whether the folder exists.
  fs.mkdirSync(path.join(cache, 'caches-lmdb'), { recursive: true })
  fs.mkdirSync(path.dirname(MARKER), { recursive: true })
  fs.writeFileSync(MARKER, '')
}

/** Starts `gatsby build` and stops it once it has kept or cleared the cache; true when it cleared it. */
function buildGoesCold({ completed = true } = {}) {
  freshCache(completed)
  return new Promise((resolve, reject) => {
    const gatsby = spawn(process.execPath, [path.join(root, 'node_modules', 'gatsby', 'cli.js'), 'build'], {
      cwd: root,
      // Its log as JSON lines: a step is read from them, never from text laid out for a terminal.
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1', GATSBY_LOGGER: 'json' },
      // Its own process group, so the workers it starts stop with it.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    let unread = ''
    let decided = false
    gatsby.stdout.on('data', (chunk) => {
      output += chunk
      const lines = (unread + chunk).split('\n')
      unread = lines.pop()
      if (!decided && lines.some(saysDecided)) {
        decided = true
        process.kill(-gatsby.pid, 'SIGKILL')
      }
    })
    gatsby.stderr.on('data', (chunk) => (output += chunk))
    gatsby.on('error', reject)
    gatsby.on('close', () => {
      if (process.env.CHECK_BUILD_CACHE_VERBOSE) console.log(output)
      if (decided) resolve(!fs.existsSync(MARKER))
      else reject(new Error(`gatsby build ended before it decided on its cache:\n${output}`))
    })
  })
}

const edited = importedBuildModule()
const original = fs.readFileSync(edited)
let restored = false
function restore() {
  if (restored) return
  restored = true
  fs.writeFileSync(edited, original)
  fs.rmSync(cache, { recursive: true, force: true })
  fs.renameSync(kept, cache)
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    restore()
    process.exit(1)
  })
}

const started = Date.now()
const name = path.relative(root, edited)
fs.renameSync(cache, kept)
try {
  const unchanged = await buildGoesCold()
  const unfinished = await buildGoesCold({ completed: false })
  // A statement, not a comment or an unused export, so the compiled bundle changes whatever the compiler drops.
  fs.appendFileSync(edited, `\nglobalThis.checkBuildCache = ${JSON.stringify(String(started))}\n`)
  const changed = await buildGoesCold()
  const said = (cleared) => `cache ${cleared ? 'cleared' : 'kept'}`
  console.log(`check-build-cache: site unchanged: ${said(unchanged)}; without the completed build's mark: ${said(unfinished)}; ${name} changed: ${said(changed)} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (unchanged) {
    console.error('check-build-cache: FAILED: the site as it is already clears the cache, so a code change cannot be told apart: run this right after `npm run build`, with nothing changed since (a file, package.json, a plugin, a patch)')
    process.exitCode = 1
  } else if (!unfinished) {
    console.error('check-build-cache: FAILED: a cache without the mark of a completed build was kept: gatsby/pipeline/cache-trust.ts no longer makes Gatsby start from scratch')
    process.exitCode = 1
  } else if (!changed) {
    console.error(`check-build-cache: FAILED: a change to ${name}, which gatsby-node.ts imports, kept Gatsby's cache: the hunk of patches/gatsby+5.16.1.patch in gatsby/dist/services/initialize.js no longer works (docs/patches.md)`)
    process.exitCode = 1
  }
} finally {
  restore()
}
