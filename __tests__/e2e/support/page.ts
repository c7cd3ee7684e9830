/**
 * Page-level helpers: finding the mobile menu, reading the server HTML, and
 * measuring horizontal overflow. (When a page has started: waitForHydration
 * and visit in support/quality.ts.)
 */
import type { Page } from '@playwright/test'
import { contentFor, type Locale } from './content'

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
