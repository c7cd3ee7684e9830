/**
 * The phone field's packages as the islands' build bundles them
 * (build-islands.ts): the same code and behaviour, less of it to download once a
 * visitor reaches for the form. Each plugin changes how a package is read,
 * never what it does; node and Jest keep the packages as published.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type * as esbuild from 'esbuild'

const PHONE_LIBRARY = `${path.sep}node_modules${path.sep}libphonenumber-js${path.sep}`

/**
 * libphonenumber-js's modules as written (its es6-modern folder: classes,
 * for…of, spread), instead of its es6 folder, where Babel repeats its
 * helpers (classes, iterators) in every module: the same code, a tenth
 * lighter gzipped. Its entry points (`libphonenumber-js/core`,
 * `libphonenumber-js/min`) import from its es6 folder; everything after
 * that is relative.
 */
export const modernPhoneLibrary: esbuild.Plugin = {
  name: 'modern-phone-library',
  setup(build) {
    build.onResolve({ filter: /(^|\/)es6\// }, ({ path: imported, resolveDir }) => {
      if (!resolveDir.includes(PHONE_LIBRARY)) return undefined
      const modern = path.resolve(resolveDir, imported).replace(`${PHONE_LIBRARY}es6${path.sep}`, `${PHONE_LIBRARY}es6-modern${path.sep}`)
      // The package says it has no side effects (its package.json), which esbuild reads only for the paths it resolves itself.
      return modern.includes(`${PHONE_LIBRARY}es6-modern${path.sep}`) ? { path: modern, sideEffects: false } : undefined
    })
  },
}

/**
 * @emotion/react imports hoist-non-react-statics (and with it an old
 * react-is) for `withTheme` alone, which the site never uses; the stand-in
 * returns the wrapper as it is, without copying the wrapped one's statics.
 */
export const withoutHoistedStatics: esbuild.Plugin = {
  name: 'without-hoisted-statics',
  setup(build) {
    build.onResolve({ filter: /^hoist-non-react-statics$/ }, () => ({ path: 'hoist-non-react-statics', namespace: 'no-statics', sideEffects: false }))
    build.onLoad({ filter: /.*/, namespace: 'no-statics' }, () => ({ contents: 'export default function hoistNonReactStatics(target) { return target }', loader: 'js' }))
  },
}

/**
 * prop-types as its production build behaves inside React (it is that
 * build already: every checker a no-op), without its CommonJS wrapper and
 * its shim factory: the phone input's packages only declare checkers with
 * it, and their `propTypes` statements are gone (leanPhoneInput).
 */
const PROP_TYPES_STAND_IN = `const check = () => {}
check.isRequired = check
const checker = () => check
export default {
  any: check, array: check, bigint: check, bool: check, element: check, elementType: check, func: check, node: check,
  number: check, object: check, string: check, symbol: check, arrayOf: checker, exact: checker, instanceOf: checker,
  objectOf: checker, oneOf: checker, oneOfType: checker, shape: checker, checkPropTypes: check, resetWarningCache: check,
}
`

export const withoutPropTypeChecks: esbuild.Plugin = {
  name: 'without-prop-type-checks',
  setup(build) {
    build.onResolve({ filter: /^prop-types$/ }, () => ({ path: 'prop-types', namespace: 'no-prop-types', sideEffects: false }))
    build.onLoad({ filter: /.*/, namespace: 'no-prop-types' }, () => ({ contents: PROP_TYPES_STAND_IN, loader: 'js' }))
  },
}

/** Where `propTypes` statements and Babel's inline helpers are taken out (packages compiled by Babel into their modules folder). */
const BABEL_COMPILED = /node_modules[\\/](react-phone-number-input|input-format)[\\/]modules[\\/].*\.js$/

/**
 * `Component.propTypes = { … };` statements, each at the start of a line
 * (as Babel writes them), its end found by its braces. Production React
 * never reads `propTypes`, and `process.env.NODE_ENV` cannot drop them:
 * the packages assign them unconditionally.
 */
const PROP_TYPES_STATEMENT = /\n[ \t]*[A-Za-z_$][\w$]*\.propTypes = \{/g

export function withoutPropTypes(src: string): string {
  let kept = ''
  let from = 0
  for (const found of src.matchAll(PROP_TYPES_STATEMENT)) {
    if (found.index < from) continue
    const end = closingBrace(src, found.index + found[0].length - 1)
    kept += `${src.slice(from, found.index)}\n`
    from = src[end + 1] === ';' ? end + 2 : end + 1
  }
  return kept + src.slice(from)
}

/** Where the `{` at `open` closes, past strings and comments. */
function closingBrace(src: string, open: number): number {
  let depth = 0
  for (let at = open; at < src.length; at++) {
    const char = src[at]
    if (char === '"' || char === "'" || char === '`') at = closingQuote(src, at)
    else if (char === '/' && src[at + 1] === '*') at = src.indexOf('*/', at + 2) + 1
    else if (char === '/' && src[at + 1] === '/') at = src.indexOf('\n', at)
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return at
  }
  throw new Error(`withoutPropTypes: the braces opened at ${open} never close`)
}

function closingQuote(src: string, open: number): number {
  for (let at = open + 1; at < src.length; at++) {
    if (src[at] === '\\') at++
    else if (src[at] === src[open]) return at
  }
  throw new Error(`withoutPropTypes: the string opened at ${open} never closes`)
}

/** Babel's helpers, which it writes into every module that needs them, each definition on one line. */
const HELPER_NAMES = [
  '_arrayLikeToArray', '_arrayWithHoles', '_assertThisInitialized', '_callSuper', '_classCallCheck', '_createClass',
  '_createForOfIteratorHelperLoose', '_defineProperties', '_defineProperty', '_extends', '_getPrototypeOf', '_inherits',
  '_isNativeReflectConstruct', '_iterableToArrayLimit', '_nonIterableRest', '_objectSpread', '_objectWithoutProperties',
  '_objectWithoutPropertiesLoose', '_possibleConstructorReturn', '_setPrototypeOf', '_slicedToArray', '_toPrimitive',
  '_toPropertyKey', '_typeof', '_unsupportedIterableToArray', 'ownKeys',
]
const HELPER_LINE = new RegExp(`^function (${HELPER_NAMES.join('|')})\\(.*\\}$`, 'gm')
const HELPER_MODULE = 'babel-helper:'

type Helper = { name: string; text: string; uses: { name: string; key: string }[] }

const helperKey = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16)

/**
 * A module's helper definitions moved to modules of their own, one per
 * distinct definition (`helpers` collects them), and imported from there,
 * so the bundle carries each once instead of once per module.
 */
export function withSharedHelpers(src: string, helpers: Map<string, Helper>): string {
  const defined = [...src.matchAll(HELPER_LINE)].map(([text, name]) => ({ name, text, key: helperKey(text) }))
  for (const { name, text, key } of defined) {
    const uses = defined.filter((other) => other.name !== name && new RegExp(`\\b${other.name}\\b`).test(text)).map((other) => ({ name: other.name, key: other.key }))
    helpers.set(key, { name, text, uses })
  }
  const imports = defined.map(({ name, key }) => `import { ${name} } from '${HELPER_MODULE}${key}';\n`).join('')
  return imports + src.replace(HELPER_LINE, '')
}

const SQUARE_GLOBE = 'if (aspectRatio === 1) {'

/**
 * The input's globe for "another country" drawn for flags of 3:2 only, as
 * the site's flags are: its square variant is drawn only with the
 * library's emoji flags (`unicodeFlags`, which give it `aspectRatio` 1),
 * and phone-field.tsx draws image flags.
 */
export function withoutSquareGlobe(src: string): string {
  if (!src.includes(SQUARE_GLOBE)) throw new Error(`withoutSquareGlobe: InternationalIcon.js no longer has \`${SQUARE_GLOBE}\`: react-phone-number-input changed; see how its globe is drawn now and change or drop this step`)
  return src.replace(SQUARE_GLOBE, 'if (false) {')
}

/** The phone input's packages without their `propTypes` and with one copy of each Babel helper. */
export const leanPhoneInput: esbuild.Plugin = {
  name: 'lean-phone-input',
  setup(build) {
    const helpers = new Map<string, Helper>()
    build.onLoad({ filter: BABEL_COMPILED }, async ({ path: file }) => ({
      contents: withSharedHelpers(withoutPropTypes(file.endsWith('InternationalIcon.js') ? withoutSquareGlobe(await fs.promises.readFile(file, 'utf8')) : await fs.promises.readFile(file, 'utf8')), helpers),
      loader: 'js',
    }))
    build.onResolve({ filter: new RegExp(`^${HELPER_MODULE}`) }, ({ path: specifier }) => ({ path: specifier.slice(HELPER_MODULE.length), namespace: 'babel-helper', sideEffects: false }))
    build.onLoad({ filter: /.*/, namespace: 'babel-helper' }, ({ path: key }) => {
      const helper = helpers.get(key)
      if (!helper) throw new Error(`No Babel helper ${key} was read`)
      const imports = helper.uses.map(({ name, key: used }) => `import { ${name} } from '${HELPER_MODULE}${used}';\n`).join('')
      return { contents: `${imports}${helper.text}\nexport { ${helper.name} };\n`, loader: 'js' }
    })
  },
}

/**
 * What each step above looks for, in the installed file where it is first
 * found: a step whose pattern is gone changes nothing, silently, and the
 * phone field's script grows back. The build checks every one before it
 * starts (gatsby/build-checks/patched-packages.ts).
 */
export const LEAN_PACKAGE_PATTERNS: { step: string; file: string; pattern: string | RegExp; found: string }[] = [
  { step: 'modernPhoneLibrary', file: 'libphonenumber-js/core/index.js', pattern: "from '../es6/", found: 'its entry point importing its es6 folder' },
  { step: 'modernPhoneLibrary', file: 'libphonenumber-js/es6-modern/AsYouType.js', pattern: /\bexport\b/, found: 'its es6-modern folder' },
  { step: 'withoutHoistedStatics', file: '@emotion/react/dist/emotion-react.browser.esm.js', pattern: "'hoist-non-react-statics'", found: 'its import of hoist-non-react-statics' },
  { step: 'withoutPropTypeChecks', file: 'react-phone-number-input/modules/PhoneInputWithCountry.js', pattern: "from 'prop-types'", found: 'its import of prop-types' },
  { step: 'withoutPropTypes', file: 'react-phone-number-input/modules/PhoneInputWithCountry.js', pattern: new RegExp(PROP_TYPES_STATEMENT.source), found: 'a `Component.propTypes = {` statement' },
  { step: 'withSharedHelpers', file: 'react-phone-number-input/modules/PhoneInputWithCountry.js', pattern: new RegExp(HELPER_LINE.source, 'm'), found: "a Babel helper's one-line definition" },
  { step: 'withoutSquareGlobe', file: 'react-phone-number-input/modules/InternationalIcon.js', pattern: SQUARE_GLOBE, found: `\`${SQUARE_GLOBE}\`` },
]
