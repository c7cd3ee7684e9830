/**
 * @jest-environment node
 *
 * A visitor sent back to "the page the form was on" stays on this site:
 * only a path that starts with one / is one, as a browser reads `//host`
 * and `/\host` as another site. The contact function's page for forms sent
 * without JavaScript and the lead's attribution both go by it.
 */
import { formPage } from '../../../src/lib/leads/http/contact-html'
import { isSitePath } from '../../../src/lib/security/site-path'

test.each(['/', '/ar/insights/one-brand-two-languages/', '/lp/free-evaluation/?gclid=Cj0'])('%s is a path on this site', (path) => {
  expect(isSitePath(path)).toBe(true)
})

test.each(['//evil.example/', '/\\evil.example/', 'https://evil.example/', 'evil', '', undefined, 42])('%p is not', (path) => {
  expect(isSitePath(path)).toBe(false)
})

test("an article's form sent from /\\host goes back to the Insights page, not to the other site", () => {
  expect(formPage('article', 'ar', '/\\evil.example/')).toBe('/ar/insights/')
  expect(formPage('article', 'ar', '/ar/insights/one-brand-two-languages/')).toBe('/ar/insights/one-brand-two-languages/')
})
