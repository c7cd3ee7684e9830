/**
 * The 5-step program: an ordered list that reveals once when scrolled into
 * sight, and is never hidden from visitors who prefer reduced motion, run
 * without JavaScript, or already see it when the page opens.
 */
import type { Page } from '@playwright/test'
import { fillTemplate, home, steps } from './support/content'
import { expect, test } from './support/fixtures'
import { START_TIMEOUT_MS, pageIdle, visit } from './support/quality'

const programHeading = fillTemplate(home.program.heading, { count: steps.length })
const programList = (page: Page) => page.getByRole('region', { name: programHeading }).getByRole('list')

async function expectAllStepsVisible(page: Page) {
  const items = programList(page).getByRole('listitem')
  await expect(items).toHaveCount(5)
  for (const [index, step] of steps.entries()) {
    const item = items.nth(index)
    await expect(item.getByRole('heading', { name: step.title })).toBeVisible()
    await expect(item).toHaveCSS('opacity', '1')
    await expect(item).toBeInViewport()
  }
}

test('the server HTML lists every step, none of them hidden', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const list = html.match(/<ol[^>]*data-reveal="([a-z]+)"[^>]*>([\s\S]*?)<\/ol>/)
  expect(list?.[1]).toBe('static')
  expect(list?.[2].match(/<li/g)).toHaveLength(5)
  for (const step of steps) expect(list?.[2]).toContain(step.title)
  expect(steps).toHaveLength(5)
})

test.describe('on a screen where the list starts below the fold', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('is an ordered list of five steps in order', async ({ page }) => {
    await page.goto('/')
    const list = programList(page)
    expect(await list.evaluate((element) => element.tagName)).toBe('OL')
    await expect(list.getByRole('listitem').getByRole('heading')).toHaveText(steps.map((step) => step.title))
    await expect(page.getByRole('region', { name: programHeading })).toContainText(home.program.intro)
  })

  test('waits hidden, then reveals when scrolled into view, and stays revealed', async ({ page }) => {
    await page.goto('/')
    const list = programList(page)
    // Hidden once its island has started, when the browser is idle: the page's heaviest work.
    await expect(list).toHaveAttribute('data-reveal', 'hidden', { timeout: START_TIMEOUT_MS })
    await expect(list.getByRole('listitem').first()).toHaveCSS('opacity', '0')
    await list.scrollIntoViewIfNeeded()
    await expect(list).toHaveAttribute('data-reveal', 'shown')
    await list.scrollIntoViewIfNeeded()
    await expectAllStepsVisible(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.mouse.wheel(0, 10)
    // Observers are told of the list leaving sight in one task: once this one has been, the page's has too,
    // and once the page has nothing left to run, anything it (wrongly) re-hid is in the page.
    await list.evaluate(
      (element) =>
        new Promise((resolve) => {
          const observer = new IntersectionObserver(([entry]) => {
            if (entry.isIntersecting) return
            observer.disconnect()
            resolve(true)
          })
          observer.observe(element)
        }),
    )
    await pageIdle(page)
    await expect(list).toHaveAttribute('data-reveal', 'shown')
  })

  test('with reduced motion it stays static and visible', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await visit(page, '/')
    const list = programList(page)
    await expect(list).toHaveAttribute('data-reveal', 'static')
    await list.scrollIntoViewIfNeeded()
    await expect(list).toHaveAttribute('data-reveal', 'static')
    await expectAllStepsVisible(page)
  })
})

test.describe('on a screen tall enough to show the list at once', () => {
  test.use({ viewport: { width: 1280, height: 1600 } })

  test('it is never hidden', async ({ page }) => {
    await visit(page, '/')
    await expect(programList(page)).toHaveAttribute('data-reveal', 'static')
    await expectAllStepsVisible(page)
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 700 } })

  test('every step is visible', async ({ page }) => {
    await page.goto('/')
    await programList(page).scrollIntoViewIfNeeded()
    const items = programList(page).getByRole('listitem')
    await expect(items).toHaveCount(5)
    for (const step of steps) await expect(items.getByRole('heading', { name: step.title })).toBeVisible()
    await expect(items.first()).toHaveCSS('opacity', '1')
  })
})
