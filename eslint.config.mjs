// Lint rules: TypeScript's recommended set, React, hooks and JSX accessibility.
import js from '@eslint/js'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const USE_ID_IN_ISLANDS =
  "No useId in components: an island is started alone in the browser, where useId's ids differ from the server's HTML. Derive the id from props (docs/development.md, Islands)."

export default tseslint.config(
  { ignores: ['public/', 'public-fixtures/', 'public-published/', '.cache/', '.cache-kept-by-check-build-cache/', '.netlify/', 'node_modules/', 'static/', 'reports/', 'test-results/', 'playwright-report/', 'src/gatsby-types.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest, Queries: 'readonly' } },
    settings: { react: { version: 'detect' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // Checked like useLayoutEffect, which it is in the browser (src/components/contact/use-browser-layout-effect.ts).
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useBrowserLayoutEffect$' }],
      'react/prop-types': 'off',
      'react/no-unknown-property': ['error', { ignore: ['css'] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      // React 19 is installed for the CMS alone (npm aliases): importing it by name would put a second React in a public page.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-19', 'react-19/*', 'react-dom-19', 'react-dom-19/*'],
              message: "The site runs on React 18 (import 'react'); React 19 reaches only /admin/, through gatsby/cms/bundle.ts.",
            },
          ],
        },
      ],
    },
  },
  // Layers import one way: the build (gatsby/) reads src/lib/ and the theme's
  // tokens; src/ never reads the build, and src/lib/ reads no component.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+gatsby/', message: 'src/ never imports the build (gatsby/): move what both need into src/lib/.' }] }],
    },
  },
  // Any component may be drawn inside an island, which the browser starts
  // alone (src/components/islands/): an id from useId counts the components
  // React rendered before it, which differ between the whole page the
  // server drew and the island, so the ids would not match. Derive ids from
  // props instead (docs/development.md, "Islands").
  {
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react', importNames: ['useId'], message: USE_ID_IN_ISLANDS }],
          patterns: [{ regex: '^(\\.\\./)+gatsby/', message: 'src/ never imports the build (gatsby/): move what both need into src/lib/.' }],
        },
      ],
      'no-restricted-syntax': ['error', { selector: "MemberExpression[property.name='useId']", message: USE_ID_IN_ISLANDS }],
    },
  },
  {
    files: ['src/lib/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '^(\\.\\./)+gatsby/', message: 'src/ never imports the build (gatsby/): move what both need into src/lib/.' },
            { regex: '^(\\.\\./)+(components|pages|templates|cms)/', message: 'src/lib/ is plain code the pages, the build and the functions share: it imports no component.' },
          ],
        },
      ],
    },
  },
  {
    files: ['gatsby/**/*.{ts,js}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(\\.\\./)+src/(?!lib/|theme/)', message: 'The build (gatsby/) imports from src/ only src/lib/ and src/theme/.' }] }],
    },
  },
)
