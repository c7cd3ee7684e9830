/**
 * The globalSetup of every Playwright config: before any test, prints the
 * Chromium the tests drive (the same executable and flags), so a changed
 * browser, such as Debian's Chromium updated under the machine, shows at the
 * top of every log (docs/quality.md says what to do then).
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './env'

export default async function printChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    console.log(`browser tests on Chromium ${browser.version()} (${CHROMIUM_PATH})`)
  } finally {
    await browser.close()
  }
}
