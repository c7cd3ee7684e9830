/**
 * Where the served site under test writes its leads, shared by the
 * Playwright config (which starts the server) and the tests (which read it).
 */
import path from 'node:path'

// E2E_PORT lets two checkouts on one machine run their browser tests at once.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100)
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`
export const E2E_LEADS_FILE = path.resolve(__dirname, '../../../test-results/e2e-leads.jsonl')
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
