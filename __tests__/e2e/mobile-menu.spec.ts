/**
 * Below 768 px the page links sit behind a hamburger that opens a slide-in
 * panel. The menu starts closed, opens and closes from its buttons, closes on
 * Escape and when a link is followed, moves focus in and back out, and keeps
 * the page behind it from scrolling.
 */
import type { Page } from '@playwright/test'
import { PAGES, fullTitle, site } from './support/content'
import { expect, test } from './support/fixtures'
import { visit } from './support/page'

test.use({ viewport: { width: 375, height: 700 } })

function menu(page: Page) {
  const hamburger = page.getByRole('button', { name: 'Open menu' })
  const panel = page.getByRole('dialog', { name: 'Menu' })
  return { hamburger, panel, close: panel.getByRole('button', { name: 'Close menu' }), body: page.locator('body') }
}

async function openMenu(page: Page) {
  const parts = menu(page)
  await parts.hamburger.click()
  await expect(parts.panel).toBeVisible()
  return parts
}

async function expectClosed(page: Page) {
  const { hamburger, panel, body } = menu(page)
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(body).not.toHaveCSS('overflow-y', 'hidden')
}

test('starts closed, with the page links hidden behind the hamburger', async ({ page }) => {
  await visit(page, '/')
  const { hamburger, panel } = menu(page)
  await expect(hamburger).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
  await expectClosed(page)
  const panelId = await hamburger.getAttribute('aria-controls')
  expect(panelId).toBeTruthy()
  await hamburger.click()
  await expect(panel).toHaveAttribute('id', panelId as string)
})

test('the hamburger opens a panel with the three page links and a close button', async ({ page }) => {
  await visit(page, '/ourservices/')
  const { hamburger, panel, close, body } = await openMenu(page)
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
  await expect(close).toBeVisible()
  const links = panel.getByRole('navigation').getByRole('link')
  await expect(links).toHaveText(site.nav.map((item) => item.label))
  await expect(panel.getByRole('link', { name: 'Our Services' })).toHaveAttribute('aria-current', 'page')
  await expect(body).toHaveCSS('overflow-y', 'hidden')
})

test('focus moves into the panel on open and back to the hamburger on close', async ({ page }) => {
  await visit(page, '/')
  const { hamburger, panel, close } = await openMenu(page)
  const focusInPanel = () => panel.evaluate((element) => element.contains(document.activeElement))
  await expect.poll(focusInPanel).toBe(true)
  await close.click()
  await expectClosed(page)
  await expect(hamburger).toBeFocused()
})

test('the hamburger opens it and the close button closes it, repeatedly', async ({ page }) => {
  await visit(page, '/')
  for (let round = 0; round < 2; round += 1) {
    const { close, hamburger } = await openMenu(page)
    await close.click()
    await expectClosed(page)
    await expect(hamburger).toBeFocused()
  }
})

test('Escape closes it and returns focus to the hamburger', async ({ page }) => {
  await visit(page, '/')
  const { hamburger } = await openMenu(page)
  await page.keyboard.press('Escape')
  await expectClosed(page)
  await expect(hamburger).toBeFocused()
})

test('following a link closes it and goes to the page', async ({ page }) => {
  await visit(page, '/')
  const { panel } = await openMenu(page)
  await panel.getByRole('link', { name: 'Our Story' }).click()
  await expect(page).toHaveURL('/ourstory/')
  await expect(page).toHaveTitle(fullTitle(PAGES[2].title))
  await expectClosed(page)
})

test('following the link to the current page closes it', async ({ page }) => {
  await visit(page, '/')
  const { panel } = await openMenu(page)
  await panel.getByRole('link', { name: 'Home' }).click()
  await expectClosed(page)
  await expect(page).toHaveURL('/')
})

test('the page behind does not scroll while it is open', async ({ page }) => {
  await visit(page, '/')
  await openMenu(page)
  await page.mouse.move(100, 400)
  await page.mouse.wheel(0, 600)
  await page.waitForTimeout(300) // a wheel scroll that happens shows up within a frame or two
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await menu(page).close.click()
  await expectClosed(page)
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test('on wide screens the links show in the header and there is no hamburger', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  await visit(page, '/')
  await expect(menu(page).hamburger).toBeHidden()
  await expect(menu(page).panel).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible()
})
