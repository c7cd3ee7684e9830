/**
 * @jest-environment node
 *
 * Arabic type: the font stylesheet the server writes into every page's head.
 * System fonts only, so no page waits for a font file or shifts when one
 * arrives; Arabic pages ask for the platforms' Arabic sans faces first.
 */
import { ARABIC_FAMILIES, FONT_CSS } from '../../src/theme/fonts'
import { fontStacks } from '../../src/theme/tokens'

const rules = [...FONT_CSS.matchAll(/([^{}]+)\{([^}]*)\}/g)].map(([, selector, body]) => ({ selector, body }))
const stack = (selector: string, variable: string) => {
  const body = rules.find((rule) => rule.selector === selector)?.body ?? ''
  return new RegExp(`(?:^|;)${variable}:([^;]+)`).exec(body)?.[1].split(',').map((family) => family.trim().replace(/"/g, '')) ?? []
}

test('no page downloads a font: no @font-face, no url()', () => {
  expect(FONT_CSS).not.toMatch(/@font-face|url\(/)
})

test('English pages read the system stacks from tokens.ts', () => {
  expect(stack(':root', '--font-body').join(', ')).toBe(fontStacks.body.replace(/"/g, ''))
  expect(stack(':root', '--font-heading').join(', ')).toBe(fontStacks.heading.replace(/"/g, ''))
})

test.each(['--font-body', '--font-heading'])('Arabic pages (%s) ask for every Arabic face before a Latin-only one, and keep the system UI face', (variable) => {
  const families = stack('html[lang="ar"]', variable)
  expect(families).toContain('system-ui')
  const firstLatinOnly = families.findIndex((family) => ['Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'].includes(family))
  for (const arabic of ARABIC_FAMILIES) {
    expect(families.indexOf(arabic)).toBeGreaterThanOrEqual(0)
    expect(families.indexOf(arabic)).toBeLessThan(firstLatinOnly)
  }
  expect(new Set(families).size).toBe(families.length)
  expect(families.at(-1)).toBe('sans-serif')
})

test('only html[lang="ar"] changes the stacks; not :lang(ar), which would restyle the switch word on English pages', () => {
  expect(rules.map(({ selector }) => selector)).toEqual([':root', 'html[lang="ar"]'])
  expect(FONT_CSS).not.toMatch(/:lang\(/)
})
