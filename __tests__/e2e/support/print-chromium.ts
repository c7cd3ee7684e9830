/**
 * The globalSetup of every Playwright config: before any test, prints the
 * Chromium the tests drive (the same executable and flags), so a changed
 * browser, such as Debian's Chromium updated under the machine, shows at the
 * top of every log (docs/quality.md says what to do then), and whether its
 * CPU is slowed down (E2E_CPU_SLOWDOWN, env.ts).
 */
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH, CPU_SLOWDOWN } from './env'

export default async function printChromium() {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  try {
    const slowed = CPU_SLOWDOWN > 1 ? `, its CPU slowed ${CPU_SLOWDOWN}x (E2E_CPU_SLOWDOWN)` : ''
    console.log(`browser tests on Chromium ${browser.version()} (${CHROMIUM_PATH})${slowed}`)
  } finally {
    await browser.close()
  }
}
