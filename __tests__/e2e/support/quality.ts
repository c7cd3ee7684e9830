/**
 * Shared by the browser tests: the pages with their copy
 * (support/content.ts), the one place that knows when a page has started
 * (waitForHydration, visit), waiting for the page's animations to end,
 * opening the mobile menu, and collecting console errors and CSP violations.
 */
import type { Page } from '@playwright/test'
import type { Locale } from './content'
import { expect } from './fixtures'
import { mobileMenu } from './page'

export * from './content'
export { ALL_FORMS, FORMS, contactForm, formsFor } from './contact'
export { measureOverflow, mobileMenu } from './page'

export const WIDE = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 700 }

/**
 * Waits until React has hydrated the header, main content and footer. Each
 * is its own Suspense boundary (components/layout/layout.tsx), hydrated in turn;
 * React marks a hydrated element with its props, and commits (running layout
 * effects) before the next frame is drawn. The only place a test looks at
 * React's own marks: every spec waits through this helper or visit().
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    ['header a', 'main h1, main h2', 'footer a'].every((selector) => {
      const element = document.querySelector(selector)
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    }),
  )
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * Resolves once every CSS transition and animation running in the page has
 * ended (the style is read first, so a transition that a class or attribute
 * change has just asked for has started). Endless animations are left out:
 * they never end.
 */
export async function animationsEnded(page: Page) {
  await page.evaluate(async () => {
    void getComputedStyle(document.documentElement).opacity
    const running = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    // A transition cancelled by a newer one rejects `finished`: it has ended too.
    await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** Scrolls to the end and back so every reveal animation has run to its end. */
export async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await page.waitForFunction(() => [...document.querySelectorAll('[data-reveal]')].every((element) => element.getAttribute('data-reveal') !== 'hidden'))
  // The steps fade in one after another (components/home/step-list.tsx).
  await animationsEnded(page)
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** Opens the mobile menu and waits until its panel has slid all the way in. */
export async function openMobileMenu(page: Page, locale: Locale = 'en') {
  const { hamburger, panel } = mobileMenu(page, locale)
  await hamburger.click()
  await expect(panel).toBeVisible()
  await animationsEnded(page)
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
