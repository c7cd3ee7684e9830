/**
 * Images keep their proportions: on the main pages and every article, in
 * both languages, each image a visitor sees is drawn with the width-to-height
 * ratio of the picture itself, at every width from 320 to 1920 px. A header
 * or a column that squeezes an image (the logo drawn 96 x 50 instead of
 * 150 x 50 at 1280 px, once) fails here, while a layout test that only
 * looks at positions would pass.
 */
import type { Page } from '@playwright/test'
import { LOCALE_CODES, pagesFor } from './support/content'
import { expect, test } from './support/fixtures'
import { articlesFor } from './support/insights'
import { waitForHydration } from './support/quality'

const WIDTHS = [320, 360, 375, 414, 768, 820, 1024, 1280, 1440, 1920]
/** Rounding of the drawn size to whole device pixels: under 2 % of a ratio is not a visible squeeze. */
const TOLERANCE = 0.02
const isNotLoaded = (problem: string) => problem.endsWith(': not loaded')

/**
 * Loads every image now, the lazy ones too, so each one's own size is known.
 * A decode fails when the browser switches to another source of the srcset
 * meanwhile (after a resize): it is asked again for the new one.
 */
async function loadEveryImage(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (image) => {
        image.loading = 'eager'
        for (let attempt = 0; attempt < 5; attempt++) {
          const decoded = await image.decode().then(
            () => true,
            () => false,
          )
          if (decoded && image.naturalWidth > 0) return
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }),
    ),
  )
}

/**
 * The images drawn at the page's current width whose drawn ratio differs
 * from their own, named by alt text and source, and how many were measured. An image scaled with
 * `object-fit: contain/cover` keeps its proportions inside any box. A drawing
 * written into the page (the logo, an `<svg role="img">`) is measured
 * against its viewBox: squeezed, it would be drawn smaller, inside its box.
 */
function squeezedImages(page: Page, tolerance: number) {
  return page.evaluate((tolerance) => {
    const problems: string[] = []
    let checked = 0
    for (const image of document.images) {
      const style = getComputedStyle(image)
      const box = image.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue
      if (['contain', 'cover', 'scale-down'].includes(style.objectFit)) continue
      if (!image.naturalWidth || !image.naturalHeight) {
        problems.push(`${new URL(image.currentSrc || image.src, location.href).pathname}: not loaded`)
        continue
      }
      const edge = (side: string) => parseFloat(style.getPropertyValue(side)) || 0
      const width = box.width - edge('padding-left') - edge('padding-right') - edge('border-left-width') - edge('border-right-width')
      const height = box.height - edge('padding-top') - edge('padding-bottom') - edge('border-top-width') - edge('border-bottom-width')
      checked += 1
      const drawn = width / height
      const natural = image.naturalWidth / image.naturalHeight
      if (Math.abs(drawn / natural - 1) > tolerance) {
        const source = new URL(image.currentSrc, location.href).pathname
        problems.push(`"${image.alt.slice(0, 40)}" (${source}): drawn ${Math.round(width)}x${Math.round(height)}, its own ${image.naturalWidth}x${image.naturalHeight}`)
      }
    }
    for (const drawing of document.querySelectorAll<SVGSVGElement>('svg[role="img"][viewBox]')) {
      const box = drawing.getBoundingClientRect()
      if (box.width === 0 || box.height === 0 || getComputedStyle(drawing).visibility === 'hidden') continue
      const { width, height } = drawing.viewBox.baseVal
      checked += 1
      if (Math.abs(box.width / box.height / (width / height) - 1) > tolerance) {
        problems.push(`"${drawing.getAttribute('aria-label')}" (a drawing): drawn ${Math.round(box.width)}x${Math.round(box.height)}, its own ${width}x${height}`)
      }
    }
    return { problems, checked }
  }, tolerance)
}

for (const locale of LOCALE_CODES) {
  const paths = [...pagesFor(locale).map((page) => page.path), ...articlesFor(locale).map((article) => article.path)]
  test.describe(`images keep their proportions (${locale})`, () => {
    for (const path of paths) {
      test(`on ${path} at ${WIDTHS[0]} to ${WIDTHS.at(-1)} px`, async ({ page }) => {
        await page.setViewportSize({ width: WIDTHS[0], height: 900 })
        await page.goto(path)
        await waitForHydration(page)
        await loadEveryImage(page)
        const problems: string[] = []
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 })
          // Each width's picture source may differ: the browser picks it after the resize, so an
          // image complete a moment ago may be loading its new source when measured. Measure
          // again until every drawn image is loaded (those still missing after 10 s are reported).
          const measured = async () => {
            await loadEveryImage(page)
            return squeezedImages(page, TOLERANCE)
          }
          let { problems: squeezed, checked } = await measured()
          for (const deadline = Date.now() + 10_000; squeezed.some(isNotLoaded) && Date.now() < deadline; ) {
            await page.waitForTimeout(250) // the switch may not have begun: there is no load to wait for yet
            ;({ problems: squeezed, checked } = await measured())
          }
          // Every page shows at least the logo: a page with nothing measured says nothing.
          expect(checked, `images measured at ${width} px`).toBeGreaterThan(0)
          problems.push(...squeezed.map((problem) => `${width} px: ${problem}`))
        }
        expect(problems).toEqual([])
      })
    }
  })
}
