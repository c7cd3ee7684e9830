/**
 * @jest-environment node
 *
 * A production build keeps Gatsby's cache only when a production build
 * completed on it: after `gatsby develop` (drafts), or after a build or
 * clean stopped midway, it starts from scratch and says why. Each test runs
 * in a folder of its own, whose .cache/ is set as the story says; what
 * Gatsby then does with a forgotten cache is proved on a real build by
 * scripts/check-build-cache.mjs.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { COMPLETED_MARK, markBuildCompleted, trustOnlyCompletedBuilds } from '../../gatsby/pipeline/cache-trust'

const here = process.cwd()
const environment = process.env.NODE_ENV
let reporter: { info: jest.Mock }
let forget: jest.Mock

/** A run of `gatsby build` (production) or `gatsby develop` (development) starting on this folder's .cache/. */
function runStarts(mode: 'production' | 'development') {
  process.env.NODE_ENV = mode
  trustOnlyCompletedBuilds({ reporter } as never, forget)
}

/** What a completed production build leaves in .cache/: the state the next run starts from, and its mark. */
function leaveCompletedBuild() {
  fs.mkdirSync(path.join('.cache', 'redux'), { recursive: true })
  markBuildCompleted()
}

beforeEach(() => {
  process.chdir(fs.mkdtempSync(path.join(os.tmpdir(), 'cache-trust-')))
  reporter = { info: jest.fn() }
  forget = jest.fn()
})

afterEach(() => {
  process.env.NODE_ENV = environment
  process.chdir(here)
})

test('a first build, on no cache, has nothing to forget and says nothing', () => {
  runStarts('production')
  expect(forget).not.toHaveBeenCalled()
  expect(reporter.info).not.toHaveBeenCalled()
})

test('a build after a completed build keeps its cache', () => {
  leaveCompletedBuild()
  runStarts('production')
  expect(forget).not.toHaveBeenCalled()
  expect(reporter.info).not.toHaveBeenCalled()
})

test('a build after one stopped midway starts from scratch, and says why', () => {
  leaveCompletedBuild()
  runStarts('production')
  // Stopped here: it never reached its end, so it never marked the cache again.
  runStarts('production')
  expect(forget).toHaveBeenCalledTimes(1)
  expect(reporter.info).toHaveBeenCalledWith(expect.stringMatching(/^Cache: \.cache\/ was not left by a production build that completed .* starts from scratch\.$/))
})

test('a build after gatsby develop, whose pages hold drafts, starts from scratch', () => {
  leaveCompletedBuild()
  runStarts('development')
  expect(forget).not.toHaveBeenCalled()
  expect(fs.existsSync(COMPLETED_MARK)).toBe(false)
  runStarts('production')
  expect(forget).toHaveBeenCalledTimes(1)
})

test('a build marks its cache only at its end', () => {
  markBuildCompleted()
  runStarts('production')
  expect(fs.existsSync(COMPLETED_MARK)).toBe(false)
  markBuildCompleted()
  expect(fs.existsSync(COMPLETED_MARK)).toBe(true)
})
