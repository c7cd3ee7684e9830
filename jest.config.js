/**
 * Jest for the unit and component tests, grouped in __tests__/ as the code
 * they test is (lib/<part>/, components/<part>/, gatsby/, cms-unit/ for
 * src/cms, theme/, tooling/), set up as in Gatsby's examples/using-jest:
 * babel-preset-gatsby compiles TypeScript, the Emotion JSX runtime and
 * import() exactly as the site's code expects. The browser suites
 * (__tests__/e2e/, cms/, e2e-fixtures/) are Playwright's, and
 * __tests__/netlify/ runs after the build (jest.netlify.config.mjs).
 */
module.exports = {
  // Component tests need a DOM; pure lib tests opt into `node` per file.
  testEnvironment: 'jsdom',
  clearMocks: true,
  restoreMocks: true,
  testMatch: ['<rootDir>/__tests__/**/*.test.{ts,tsx}'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/e2e/', '<rootDir>/__tests__/netlify/'],
  // Gatsby's build output and cache hold copies of the site's modules.
  modulePathIgnorePatterns: ['<rootDir>/public/', '<rootDir>/public-fixtures/', '<rootDir>/public-published/', '<rootDir>/.cache/'],
  transform: {
    '^.+\\.[jt]sx?$': [
      'babel-jest',
      {
        babelrc: false,
        configFile: false,
        presets: [
          ['babel-preset-gatsby', { reactRuntime: 'automatic', reactImportSource: '@emotion/react' }],
          '@babel/preset-typescript',
        ],
      },
    ],
  },
  // react-phone-number-input, libphonenumber-js, country-flag-icons and
  // react-intersection-observer all ship CommonJS under their "require"
  // export condition, so node_modules needs no transform; gatsby itself is
  // replaced by __mocks__/gatsby.tsx. The exception: sanitize-html (build
  // code, gatsby/insights/html-allow-list.ts) requires htmlparser2 and its
  // helpers, which are ES modules only; Node loads them, Jest's require
  // needs them compiled.
  transformIgnorePatterns: ['^(?!.*/sanitize-html/node_modules/(htmlparser2|domhandler|domutils|domelementtype|dom-serializer|entities)/).*/node_modules/'],
  // Should a component import a stylesheet (the phone library ships one);
  // a font file is its URL, as webpack makes it in the site.
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '\\.woff2$': '<rootDir>/__mocks__/file-url.js' },
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  // A contact form test types key by key into a form that re-renders a
  // 245-country select: ~1 s alone, several times that on a busy 2-core box.
  testTimeout: 15000,
  // Every core: Jest's default leaves one for itself, and on two cores that
  // is one worker for 134 files while lint and madge, beside it in `npm
  // test`, are done within its first 30 s (scripts/test.mjs). Measured on
  // two cores, the three side by side: 88 s with one worker, 74 s with two.
  maxWorkers: '100%',
}
