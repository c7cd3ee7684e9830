/**
 * Netlify's own rate limit on the contact function: declared in the
 * function's `config` and written by Netlify's bundler into the deploy's
 * manifest (`trafficRules`), so the platform counts requests at its edge,
 * across every instance, per visitor address and domain. Read here as
 * Netlify reads it: zip-it-and-ship-it bundling netlify/functions/ with a
 * manifest (an ES module, so in a child process).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { TOKENS_PER_MINUTE } from '../../src/lib/leads/contact-handler'

type Manifest = { functions: { name: string; trafficRules?: unknown }[] }

const manifestOf = (source: string): Manifest => {
  const out = mkdtempSync(path.join(os.tmpdir(), 'contact-manifest-'))
  const script = `
    import { zipFunction } from '@netlify/zip-it-and-ship-it'
    import { writeFileSync } from 'node:fs'
    const result = await zipFunction(${JSON.stringify(source)}, ${JSON.stringify(out)}, { archiveFormat: 'none', basePath: process.cwd(), repositoryRoot: process.cwd() })
    writeFileSync(${JSON.stringify(path.join(out, 'manifest.json'))}, JSON.stringify({ functions: [result] }))
  `
  const zipped = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
  if (zipped.status !== 0) throw new Error(zipped.stderr)
  return JSON.parse(readFileSync(path.join(out, 'manifest.json'), 'utf8')) as Manifest
}

/** Netlify's rule for `windowLimit` requests a minute per visitor address and domain, in a sliding window. */
const perAddressPerMinute = (windowLimit: number) => ({
  action: {
    type: 'rate_limit',
    config: {
      rateLimitConfig: { algorithm: 'sliding_window', windowSize: 60, windowLimit },
      aggregate: { keys: [{ type: 'ip' }, { type: 'domain' }] },
    },
  },
})

it('limits the contact function at Netlify to 10 requests a minute per visitor address and domain, in a sliding window', () => {
  const [contact] = manifestOf('netlify/functions/contact.mts').functions
  expect(contact.trafficRules).toEqual(perAddressPerMinute(10))
})

it('limits the form token at Netlify to 60 requests a minute per address and domain, apart from the posts: a function of its own', () => {
  const [token] = manifestOf('netlify/functions/contact-token.mts').functions
  expect(token.trafficRules).toEqual(perAddressPerMinute(TOKENS_PER_MINUTE))
  expect(TOKENS_PER_MINUTE).toBe(60)
})

it('limits page views at Netlify to 120 a minute per address and domain: one a page, and a crowd behind one carrier address', () => {
  const [event] = manifestOf('netlify/functions/event.mts').functions
  expect(event.trafficRules).toEqual(perAddressPerMinute(120))
})
