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
  // Read the calls before restoring: mockRestore() forgets them.
  const [errors, warnings] = consoleSpies.map((spy) => spy.mock.calls.map((call) => call.map(String).join(' ')))
  consoleSpies.forEach((spy) => spy.mockRestore())
  expect(errors).toEqual([])
  expect(warnings).toEqual([])
})
