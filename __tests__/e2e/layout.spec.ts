/**
 * Layout across screen widths: no horizontal scrolling from 320 px to
 * 1920 px on any page, and the two call-to-action sizes from the spec.
 */
import { NOT_FOUND_PATH, PAGES, THANK_YOU_PATH, home } from './support/content'
import { expect, test } from './support/fixtures'
import { measureOverflow, waitForHydration } from './support/page'

const WIDTHS = [320, 360, 414, 767, 768, 820, 1024, 1280, 1920]
const PATHS = [...PAGES.map((page) => page.path), THANK_YOU_PATH, NOT_FOUND_PATH]

test.describe('no horizontal scrolling', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const problems: string[] = []
      for (const path of PATHS) {
        await page.goto(path)
        await waitForHydration(page)
        const { overflow, culprits } = await measureOverflow(page)
        if (overflow > 0) problems.push(`${path}: ${overflow}px too wide (${culprits.join('; ')})`)
      }
      expect(problems).toEqual([])
    })
  }
})

test.describe('call-to-action sizes', () => {
  for (const width of [768, 1024, 1920]) {
    test(`at ${width} px 'Contact us' is 197x62 and the evaluation button 346x62`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      const contact = await page.getByRole('button', { name: home.contact.submitLabel }).boundingBox()
      expect(contact && { width: Math.round(contact.width), height: Math.round(contact.height) }).toEqual({ width: 197, height: 62 })
      const evaluation = await page.getByRole('link', { name: home.yourStory.buttonLabel }).boundingBox()
      expect(evaluation && { width: Math.round(evaluation.width), height: Math.round(evaluation.height) }).toEqual({ width: 346, height: 62 })
    })
  }

  for (const width of [375, 767]) {
    test(`at ${width} px the evaluation button spans the full width of its column`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const button = page.getByRole('link', { name: home.yourStory.buttonLabel })
      const sizes = await button.evaluate((element) => {
        const column = element.parentElement as HTMLElement
        const style = getComputedStyle(column)
        const inner = column.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return { button: element.getBoundingClientRect().width, column: inner }
      })
      expect(Math.round(sizes.button)).toBe(Math.round(sizes.column))
      expect(sizes.button).toBeGreaterThan(width - 64)
      expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(62)
    })
  }
})
