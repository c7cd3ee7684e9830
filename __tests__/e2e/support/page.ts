/**
 * Page-level helpers: waiting in the page on its state rather than its
 * frames, and for an island to start, finding the mobile menu, reading the server HTML, and measuring
 * horizontal overflow. (When a page has started: waitForHydration and visit
 * in support/quality.ts.)
 */
import type { Locator, Page } from '@playwright/test'
import { contentFor, type Locale } from './content'
import { expect } from './fixtures'

/**
 * How often a test's own wait in the page (page.waitForFunction) looks
 * again: on a clock, not Playwright's default of every frame, since a frame
 * can take seconds on a slow or loaded machine.
 */
export const POLL_MS = 50

/**
 * How long pageIdle waits for an idle moment before it goes on: Chromium's
 * headless shell, loaded three tests to two cores, can go a whole test
 * without one on a long page (an Insights list), where every task that
 * mattered has long run.
 */
const IDLE_TIMEOUT_MS = 2_000

/**
 * Resolves once the page has nothing left to run: the browser calls an idle
 * callback only after the tasks waiting before it (a render React has
 * scheduled, a script that has arrived) have run, or after IDLE_TIMEOUT_MS.
 * Waits on the page's work, not on a number of frames; what a test checks
 * after it, it waits for as a state.
 */
export async function pageIdle(page: Page) {
  await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(() => resolve(true), { timeout })), IDLE_TIMEOUT_MS)
}

/**
 * How long a test waits for the page's heaviest work: an island's start
 * (its chunk and React, downloaded and run) and the phone library's
 * arrival. Seconds on a slow phone, and more on a loaded machine with its
 * CPU slowed (E2E_CPU_SLOWDOWN, docs/quality.md). Waited for as a state, so
 * a fast machine waits no longer for it; the rest of the test's 90 s stays
 * for the rest of the test.
 */
export const START_TIMEOUT_MS = 30_000

/** Brings `part` (a form, a link) into view, touches it as a visitor would (a press), and waits until the island it is part of is hydrated. */
export async function waitForIsland(part: Locator) {
  await part.scrollIntoViewIfNeeded()
  await part.page().locator('html[data-islands-ready]').waitFor({ state: 'attached', timeout: START_TIMEOUT_MS })
  await part.dispatchEvent('pointerdown')
  await expect(part.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', '', { timeout: START_TIMEOUT_MS })
}

/** The hamburger, the menu panel and its close button, named in the page's language. */
export function mobileMenu(page: Page, locale: Locale = 'en') {
  const { layout } = contentFor(locale)
  const panel = page.getByRole('dialog', { name: layout.menuLabel })
  return {
    hamburger: page.getByRole('button', { name: layout.openMenuLabel }),
    panel,
    close: panel.getByRole('button', { name: layout.closeMenuLabel }),
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/** The text of an HTML fragment as the server sent it: tags dropped, entities decoded, white space folded. */
export const htmlText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (entity, code: string) =>
      code.startsWith('#x') || code.startsWith('#X')
        ? String.fromCodePoint(parseInt(code.slice(2), 16))
        : code.startsWith('#')
          ? String.fromCodePoint(parseInt(code.slice(1), 10))
          : (ENTITIES[code] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim()

/**
 * How far the document reaches past the viewport's edges (past the right
 * one on an English page, past the left one on an Arabic page, where the
 * page grows leftwards), and the outermost visible elements that stick out.
 * `body { overflow-x: hidden }` would hide the scrollbar but still cut
 * content off, so this measures the content, not the scrollbar.
 */
export function measureOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth
    const fits = (box: DOMRect) => box.left >= -1 && box.right <= viewport + 1
    // Cut off by an ancestor that itself fits, such as a visually hidden field.
    const clippedInside = (element: Element) => {
      for (let outer = element.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
        const { overflowX } = getComputedStyle(outer)
        if ((overflowX === 'hidden' || overflowX === 'clip') && fits(outer.getBoundingClientRect())) return true
      }
      return false
    }
    const overflow = document.documentElement.scrollWidth - viewport
    const sticking = new Set<Element>()
    const culprits: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || fits(box) || getComputedStyle(element).visibility === 'hidden') continue
      if (clippedInside(element)) continue
      sticking.add(element)
      if (element.parentElement && sticking.has(element.parentElement)) continue
      const within = element.parentElement?.closest('[id], header, footer')
      const where = within ? ` in ${within.id ? `#${within.id}` : within.tagName.toLowerCase()}` : ''
      const reach = box.left < -1 ? `${Math.round(box.left)}px` : `${Math.round(box.right)}px`
      culprits.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${where} reaches ${reach}`)
    }
    return { overflow, culprits: culprits.slice(0, 5) }
  })
}
