/**
 * Page-level helpers: knowing when React has taken over the server HTML,
 * and measuring horizontal overflow.
 */
import type { Page } from '@playwright/test'

/**
 * Resolves once React has hydrated the page: hydration tags every server
 * node with its fiber and commits (running layout effects) in the same task.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector('main')
    return Boolean(main && Object.keys(main).some((key) => key.startsWith('__reactFiber$')))
  })
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** Opens a page and waits until it responds to the visitor (React has hydrated). */
export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/**
 * How far the document reaches past the viewport's right edge, and the
 * outermost visible elements that stick out. `body { overflow-x: hidden }`
 * would hide the scrollbar but still cut content off, so this measures the
 * content, not the scrollbar.
 */
export function measureOverflow(page: Page) {
  return page.evaluate(() => {
    // Cut off by an ancestor that itself fits, such as a visually hidden field.
    const clippedInside = (element: Element, viewport: number) => {
      for (let outer = element.parentElement; outer && outer !== document.body; outer = outer.parentElement) {
        const { overflowX } = getComputedStyle(outer)
        if ((overflowX === 'hidden' || overflowX === 'clip') && outer.getBoundingClientRect().right <= viewport + 1) return true
      }
      return false
    }
    const viewport = document.documentElement.clientWidth
    const overflow = document.documentElement.scrollWidth - viewport
    const sticking = new Set<Element>()
    const culprits: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.right <= viewport + 1 || getComputedStyle(element).visibility === 'hidden') continue
      if (clippedInside(element, viewport)) continue
      sticking.add(element)
      if (element.parentElement && sticking.has(element.parentElement)) continue
      const within = element.parentElement?.closest('[id], header, footer')
      const where = within ? ` in ${within.id ? `#${within.id}` : within.tagName.toLowerCase()}` : ''
      culprits.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${where} reaches ${Math.round(box.right)}px`)
    }
    return { overflow, culprits: culprits.slice(0, 5) }
  })
}
