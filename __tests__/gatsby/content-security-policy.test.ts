/**
 * @jest-environment node
 *
 * The pages' script-src trusts no file for being on the site (a CMS upload
 * is on the site too: issue 38): only the inline scripts the build names,
 * by hash, and with 'strict-dynamic' what they add
 * (gatsby/netlify/security-headers.ts).
 */
import { contentSecurityPolicy } from '../../gatsby/netlify/security-headers'

const directives = (policy: string) => Object.fromEntries(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...sources]) => [name, sources]))

test("script-src is the loader's hash with 'strict-dynamic', and never 'self', 'unsafe-inline' or 'unsafe-eval'", () => {
  const csp = directives(contentSecurityPolicy(["'sha256-LOADER='"]))
  expect(csp['script-src']).toEqual(["'strict-dynamic'", "'sha256-LOADER='"])
})

test('without a named inline script, no script may run at all', () => {
  expect(directives(contentSecurityPolicy([]))['script-src']).toEqual(["'strict-dynamic'"])
})

test('the other directives still fall back to the site itself', () => {
  const csp = directives(contentSecurityPolicy([]))
  expect(csp['default-src']).toEqual(["'self'"])
  expect(csp['object-src']).toEqual(["'none'"])
  expect(csp['base-uri']).toEqual(["'none'"])
})
