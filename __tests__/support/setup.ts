/**
 * Runs before every test file: jest-dom matchers, a matchMedia for jsdom,
 * and a guard that fails any test which makes React or a library complain
 * on the console (act() warnings, bad props, unhandled errors).
 */
import '@testing-library/jest-dom'
import { installMatchMedia } from './media'

let consoleSpies: jest.SpyInstance[] = []

beforeEach(() => {
  if (typeof window !== 'undefined') installMatchMedia()
  consoleSpies = [jest.spyOn(console, 'error'), jest.spyOn(console, 'warn')]
})

afterEach(() => {
  const [error, warn] = consoleSpies
  consoleSpies.forEach((spy) => spy.mockRestore())
  expect(error).not.toHaveBeenCalled()
  expect(warn).not.toHaveBeenCalled()
})
