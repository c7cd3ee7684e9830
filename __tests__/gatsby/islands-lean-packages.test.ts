/**
 * @jest-environment node
 *
 * The phone field's packages as the islands' build bundles them
 * (gatsby/browser/lean-packages.ts): the same modules, with less to
 * download once a visitor reaches the form.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as esbuild from 'esbuild'
import { islandsBuildOptions } from '../../gatsby/browser/build-islands'
import { withSharedHelpers, withoutPropTypes } from '../../gatsby/browser/lean-packages'

/** The islands' build as the site runs it: the modules that put code in its scripts, and each script's text, by name. */
async function buildIslands() {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'islands-'))
  try {
    const { metafile, outputFiles } = await esbuild.build({ ...islandsBuildOptions(outdir), write: false })
    const inputs = Object.values(metafile.outputs).flatMap((output) => Object.entries(output.inputs).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : [])))
    return { inputs, scripts: outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => ({ name: path.basename(file.path), text: file.text })) }
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true })
  }
}

let built: Awaited<ReturnType<typeof buildIslands>>
beforeAll(async () => {
  built = await buildIslands()
}, 60_000)

test('libphonenumber comes from its modern modules only, not the ones Babel filled with helpers', () => {
  const phoneModules = built.inputs.filter((input) => input.includes('node_modules/libphonenumber-js/'))
  expect(phoneModules.some((input) => input.includes('/es6-modern/'))).toBe(true)
  expect(phoneModules.filter((input) => input.includes('/es6/'))).toEqual([])
  // Only what the form uses: nothing of the finding of numbers in text.
  expect(phoneModules.filter((input) => input.includes('findNumbers'))).toEqual([])
})

test('no hoist-non-react-statics (nor its old react-is) and no prop-types shims reach a page', () => {
  expect(built.inputs.filter((input) => /node_modules\/(hoist-non-react-statics|react-is|prop-types)\//.test(input))).toEqual([])
})

test('no island script reads process.env, which the islands leave undefined (gatsby/browser/build-islands.ts)', () => {
  expect(built.scripts.filter(({ text }) => text.includes('process.env')).map(({ name }) => name)).toEqual([])
  expect(built.inputs.filter((input) => input.includes('define:process.env'))).toEqual([])
})

test("the phone input's script sets no propTypes and carries each Babel helper once", () => {
  const phoneInput = built.scripts.filter(({ name }) => name.startsWith('phone-input-'))
  expect(phoneInput).toHaveLength(1)
  expect(built.scripts.filter(({ text }) => text.includes('.propTypes='))).toEqual([])
  // _objectWithoutPropertiesLoose, as Babel writes it in nine of the packages' modules.
  const copies = built.scripts.flatMap(({ text }) => text.match(/if\(\w+==null\)return\{\};var \w+=\{\},\w+=Object\.keys\(\w+\)/g) ?? [])
  expect(copies).toHaveLength(1)
})

test('the phone input draws the 3:2 globe of "another country", and carries no square one', () => {
  const [phoneInput] = built.scripts.filter(({ name }) => name.startsWith('phone-input-'))
  expect(phoneInput.text).toContain('M47.2,36.1C48.1,36,49,36,50,36')
  expect(phoneInput.text).not.toContain('M8.45,13A21.44')
})

test('withoutPropTypes takes out each statement whole, braces in strings and comments included, and keeps the rest', () => {
  const source = [
    'function Input(props) { return props.value }',
    'Input.propTypes = {',
    "  // a brace in a comment: {",
    "  value: PropTypes.string, /* and here } */ label: PropTypes.oneOf(['{', '}']),",
    '  shape: PropTypes.shape({ a: PropTypes.number })',
    '};',
    'Input.defaultProps = { value: "" };',
    'export default Input',
  ].join('\n')
  expect(withoutPropTypes(source)).toBe(['function Input(props) { return props.value }', '', 'Input.defaultProps = { value: "" };', 'export default Input'].join('\n'))
})

test('withSharedHelpers imports each helper from one module per definition, with the helpers it calls', () => {
  const helpers = new Map<string, { name: string; text: string; uses: { name: string; key: string }[] }>()
  const loose = 'function _objectWithoutPropertiesLoose(s, e) { return s }'
  const full = 'function _objectWithoutProperties(s, e) { return _objectWithoutPropertiesLoose(s, e) }'
  const first = withSharedHelpers(`${full}\n${loose}\nexport const a = _objectWithoutProperties({}, [])`, helpers)
  const second = withSharedHelpers(`${loose}\nexport const b = _objectWithoutPropertiesLoose({}, [])`, helpers)
  expect(helpers.size).toBe(2)
  expect(first).not.toContain('function _')
  expect(second).not.toContain('function _')
  const looseImport = /import \{ _objectWithoutPropertiesLoose \} from '(babel-helper:\w+)'/
  expect(first.match(looseImport)?.[1]).toBe(second.match(looseImport)?.[1])
  const usesOfFull = [...helpers.values()].find(({ name }) => name === '_objectWithoutProperties')?.uses
  expect(usesOfFull).toEqual([{ name: '_objectWithoutPropertiesLoose', key: expect.any(String) }])
})
