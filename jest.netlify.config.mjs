/**
 * Jest for __tests__/netlify/: the site's functions as Netlify runs them,
 * bundled from netlify/functions/ as Netlify bundles them, and Netlify's
 * bundler's reading of the build. Run after a build (`npm run
 * test:netlify`); the plain `jest` run, which comes before the build in
 * `npm test`, does not match these files.
 */
import base from './jest.config.js'
import { testWorkers } from './scripts/test-workers.mjs'

export default {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/__tests__/netlify'],
  testMatch: ['<rootDir>/__tests__/netlify/*.test.ts'],
  // The scheduled function is an .mts file, as Netlify bundles it.
  moduleFileExtensions: ['ts', 'tsx', 'mts', 'js', 'mjs', 'cjs', 'json'],
  transform: { '^.+\\.m?[jt]sx?$': base.transform['^.+\\.[jt]sx?$'] },
  testPathIgnorePatterns: ['/node_modules/'],
  // The bundled function (.netlify/bundled/) runs as bundled, untransformed.
  modulePathIgnorePatterns: ['<rootDir>/public/'],
  transformIgnorePatterns: ['/node_modules/', '<rootDir>/\\.cache/', '<rootDir>/\\.netlify/'],
  setupFilesAfterEnv: [],
  testTimeout: 30000,
  // Each file bundles its own function and starts its own servers on free ports: files run side by side,
  // one and a half a core (scripts/test-workers.mjs).
  maxWorkers: testWorkers(),
}
