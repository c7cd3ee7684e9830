/**
 * Every colour the site draws is named once, in src/theme/tokens.ts: no
 * other file of the site's code (src/, gatsby/, netlify/, scripts/, the
 * Gatsby files) writes a hex, rgb() or hsl() colour in its strings. Comments
 * may (an issue's number, #4781, is no colour).
 * @jest-environment node
 */
import { codeFiles, stringsOf } from '../support/source-text'

const TOKENS = 'src/theme/tokens.ts'
const COLOUR = /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?)\(/i

const coloursIn = (file: string, text?: string) =>
  stringsOf(file, text)
    .filter((piece) => COLOUR.test(piece.text))
    .map((piece) => `${file}:${piece.line}: ${piece.text}`)

test('no colour is written outside the tokens', () => {
  const files = codeFiles()
  expect(files).toContain(TOKENS)
  expect(files.filter((file) => file !== TOKENS).flatMap((file) => coloursIn(file))).toEqual([])
})

test('the tokens are where the colours are', () => {
  expect(coloursIn(TOKENS).length).toBeGreaterThan(10)
})

test('a colour is found in a string, a template, a style object and JSX, and not in a comment', () => {
  const code = [
    "const a = '#0f1b3d'",
    'const b = `1px solid rgba(255, 255, 255, 0.2)`',
    "const c = { boxShadow: '0 4px 16px hsl(220 60% 15%)' }",
    'const d = <svg><rect fill="#FFF" /></svg>',
    '// Decap issue #4781, rgb(0, 0, 0) in words',
    "const e = '/#home-contact'",
  ].join('\n')
  expect(coloursIn('made-up.tsx', code).map((line) => line.split(': ')[0])).toEqual(['made-up.tsx:1', 'made-up.tsx:2', 'made-up.tsx:3', 'made-up.tsx:4'])
})
