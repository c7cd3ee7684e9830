/**
 * @jest-environment node
 *
 * Analytics is on only with PLAUSIBLE_DOMAIN; Plausible's cloud is the host
 * unless PLAUSIBLE_HOST names another (a self-hosted one); a value that
 * cannot be right stops the build, naming the variable.
 */
import { analyticsConfig } from '../../../src/lib/analytics/config'

test('without a domain (unset or blank) there is no configuration at all', () => {
  expect(analyticsConfig({})).toBeUndefined()
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: '  ', PLAUSIBLE_HOST: 'https://stats.example.com' })).toBeUndefined()
})

test("with a domain, events go to Plausible's cloud by default", () => {
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com' })).toEqual({
    domain: 'www.northwindgrowth.com',
    host: 'https://plausible.io',
    eventApi: 'https://plausible.io/api/event',
  })
})

test('a self-hosted Plausible, with or without a path and a trailing slash', () => {
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'https://stats.northwindgrowth.com/' })?.eventApi).toBe('https://stats.northwindgrowth.com/api/event')
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'https://example.com/plausible' })?.eventApi).toBe('https://example.com/plausible/api/event')
})

test.each([
  [{ PLAUSIBLE_DOMAIN: 'https://www.northwindgrowth.com' }, /PLAUSIBLE_DOMAIN must be .* without https:\/\//],
  [{ PLAUSIBLE_DOMAIN: 'northwind growth' }, /PLAUSIBLE_DOMAIN/],
  [{ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'plausible.io' }, /PLAUSIBLE_HOST must be Plausible's address/],
  [{ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'ftp://plausible.io' }, /PLAUSIBLE_HOST must be an https:\/\/ address/],
  [{ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'http://plausible.io' }, /PLAUSIBLE_HOST must be an https:\/\/ address .*page views/],
  [{ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'http://stats.northwindgrowth.com/plausible' }, /PLAUSIBLE_HOST must be an https:\/\/ address/],
  [{ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'http://127.0.0.1.evil.example' }, /PLAUSIBLE_HOST must be an https:\/\/ address/],
])('%j is refused, naming the variable', (env, message) => {
  expect(() => analyticsConfig(env)).toThrow(message)
})

test('plain http is taken only for a stand-in on this machine, as the tests run one', () => {
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'http://127.0.0.1:9137' })?.eventApi).toBe('http://127.0.0.1:9137/api/event')
  expect(analyticsConfig({ PLAUSIBLE_DOMAIN: 'northwindgrowth.com', PLAUSIBLE_HOST: 'http://localhost:9137' })?.host).toBe('http://localhost:9137')
})
