/**
 * Shared by the browser tests: the pages with their copy
 * (support/content.ts), the one place that knows when a page has started
 * (waitForHydration, visit), waiting for the page's animations to end,
 * opening the mobile menu, and collecting console errors and CSP violations.
 */
import type { Page } from '@playwright/test'
import type { Locale } from './content'
import { expect } from './fixtures'
import { POLL_MS, START_TIMEOUT_MS, mobileMenu, pageIdle } from './page'

export * from './content'
export { ALL_FORMS, FORMS, contactForm, formsFor } from './contact'
export { POLL_MS, START_TIMEOUT_MS, measureOverflow, mobileMenu, pageIdle, waitForIsland } from './page'

export const WIDE = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 700 }

/**
 * Resolves once the page responds to the visitor: its script has run, and
 * every island (src/components/islands/) the page starts by itself (an
 * `idle` one, or a `visible` one on screen) is hydrated. An island that
 * starts at the visitor's first touch (`interaction`, every island today)
 * starts when the test touches it: its first touch is kept and given back
 * (src/components/islands/early-press.ts). One the page hides (the menu on
 * a wide screen) does not start at all. The only place a test looks at how
 * the page starts.
 */
export async function waitForHydration(page: Page) {
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>('[data-island]')]
        .filter((island) => {
          // An island the page hides here (the menu on a wide screen) starts only where it can be seen.
          if (!(island.firstElementChild ?? island).checkVisibility()) return false
          const triggers = (island.dataset.hydrate ?? '').split(' ')
          if (triggers.includes('idle')) return true
          if (!triggers.includes('visible')) return false
          const box = (island.firstElementChild ?? island).getBoundingClientRect()
          return box.top < window.innerHeight && box.bottom > 0
        })
        .every((island) => island.hasAttribute('data-hydrated')),
    undefined,
    { polling: POLL_MS },
  )
  await pageIdle(page)
}

/**
 * Opens `path` with what every island needs to start (the language's copy
 * file) held on its way, as on a slow phone network, once the page's own
 * script has run; an island the test touches then waits; `release` lets it through.
 */
export async function visitWithIslandsHeld(page: Page, path: string): Promise<{ release: () => void }> {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/static\/islands\/copy-/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path)
  await page.locator('html[data-islands-ready]').waitFor({ state: 'attached' })
  return { release }
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

/** What changes as it comes into view: an island that starts there, and a list that reveals itself. */
const REVEALED_IN_VIEW = '[data-island][data-hydrate="visible"], [data-reveal]'

/**
 * Brings each part of the page that changes as it comes into view (an
 * island that starts in view, the program's steps) into view in turn, waits
 * for the state it reaches (the island started, the list revealed and its
 * steps' fade ended), then scrolls back to the top. Waits on what the page
 * does, never on frames: on a slow machine a frame can take seconds.
 */
export async function revealEverything(page: Page) {
  for (const part of await page.locator(REVEALED_IN_VIEW).all()) {
    // An island's element takes no box of its own (island.tsx): its content is what comes into view.
    const shown = await part.evaluate((element) => {
      const box = element.hasAttribute('data-island') ? element.firstElementChild : element
      if (!box?.checkVisibility()) return false
      box.scrollIntoView({ block: 'center' })
      return true
    })
    if (!shown) continue
    if (await part.getAttribute('data-island')) await expect(part).toHaveAttribute('data-hydrated', '', { timeout: START_TIMEOUT_MS })
    else await expect(part).not.toHaveAttribute('data-reveal', 'hidden')
  }
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
