/**
 * Shared by the quality-*.spec.ts browser tests: the pages with their copy
 * (support/content.ts), waiting until the page's islands have started,
 * opening the mobile menu, and collecting console errors and CSP violations.
 */
import type { Page } from '@playwright/test'
import type { Locale } from './content'
import { expect } from './fixtures'
import { mobileMenu } from './page'

export * from './content'
export { ALL_FORMS, FORMS, contactForm, formsFor } from './contact'
export { measureOverflow, mobileMenu, visit, waitForHydration } from './page'

export const WIDE = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 700 }

/** Scrolls to the end and back so every reveal animation has run. */
export async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await page.waitForFunction(() => document.querySelector('[data-reveal]')?.getAttribute('data-reveal') !== 'hidden')
  // The steps fade in over 600 ms, staggered by 120 ms.
  await page.waitForTimeout(1200)
  await page.evaluate(() => window.scrollTo(0, 0))
}

export async function openMobileMenu(page: Page, locale: Locale = 'en') {
  const { hamburger, panel } = mobileMenu(page, locale)
  await hamburger.click()
  await expect(panel).toBeVisible()
  // The panel slides in over 250 ms.
  await page.waitForTimeout(400)
  return panel
}

/**
 * Records console errors, uncaught exceptions and Content-Security-Policy
 * violations (the `securitypolicyviolation` event) from now on.
 */
export async function watchForProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return problems
}
