/**
 * Jest for __tests__/netlify/: the contact function exactly as Netlify runs
 * it, the handler `gatsby build` writes to .netlify/functions-internal/.
 * Run after a build (`npm run test:netlify`); the plain `jest` run, which
 * comes before the build in `npm test`, does not match these files.
 */
import base from './jest.config.js'

export default {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/netlify'],
  testMatch: ['<rootDir>/__tests__/netlify/*.test.ts'],
  // The scheduled function is an .mts file, as Netlify bundles it.
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.m?[jt]sx?$': base.transform['^.+\\.[jt]sx?$'] },
  testPathIgnorePatterns: ['/node_modules/'],
  // The built function requires Gatsby's compiled bundle in .cache/functions/,
  // which the unit tests' config hides; it runs as built, untransformed.
  modulePathIgnorePatterns: ['<rootDir>/public/'],
  transformIgnorePatterns: ['/node_modules/', '<rootDir>/\\.cache/', '<rootDir>/\\.netlify/'],
  setupFilesAfterEnv: [],
  testTimeout: 30000,
}
