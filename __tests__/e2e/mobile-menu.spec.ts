/**
 * Below 768 px the page links sit behind a hamburger that opens a slide-in
 * panel, in both languages. The menu starts closed, opens and closes from its
 * buttons, closes on Escape and when a link is followed, moves focus in and
 * back out, and keeps the page behind it from scrolling. It slides in from
 * the side a page's text ends on: the right in English, the left in Arabic.
 */
import type { Page } from '@playwright/test'
import {
  LOCALES,
  LOCALE_CODES,
  contentFor,
  fullTitle,
  localizedPath,
  pagesFor,
  site,
  socialName,
  agencyChat,
  chatOf,
  type Locale,
} from './support/content'
import { expect, test } from './support/fixtures'
import { mobileMenu, visit, visitWithIslandsHeld } from './support/quality'

const VIEWPORT = { width: 375, height: 700 }
test.use({ viewport: VIEWPORT })

function menu(page: Page, locale: Locale) {
  return { ...mobileMenu(page, locale), body: page.locator('body') }
}

async function openMenu(page: Page, locale: Locale) {
  const parts = menu(page, locale)
  await parts.hamburger.click()
  await expect(parts.panel).toBeVisible()
  return parts
}

async function expectClosed(page: Page, locale: Locale) {
  const { hamburger, panel, body } = menu(page, locale)
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(body).not.toHaveCSS('overflow-y', 'hidden')
}

/**
 * Where the panel the hamburger controls is drawn, open or closed (a closed
 * panel is hidden: it has no role to find it by and no Playwright bounding box).
 */
async function panelEdges(page: Page, locale: Locale) {
  const id = await menu(page, locale).hamburger.getAttribute('aria-controls')
  return page.locator(`[id="${id}"]`).evaluate((element) => {
    const { left, right } = element.getBoundingClientRect()
    return { left: Math.round(left), right: Math.round(right) }
  })
}

for (const locale of LOCALE_CODES) {
  const { layout } = contentFor(locale)
  const pages = pagesFor(locale)
  const home = localizedPath('/', locale)

  test.describe(LOCALES[locale].name, () => {
    test('starts closed, with the page links hidden behind the hamburger', async ({ page }) => {
      await visit(page, home)
      const { hamburger, panel } = menu(page, locale)
      await expect(hamburger).toBeVisible()
      await expect(page.getByRole('navigation', { name: layout.mainNavLabel })).toBeHidden()
      await expectClosed(page, locale)
      const panelId = await hamburger.getAttribute('aria-controls')
      expect(panelId).toBeTruthy()
      await hamburger.click()
      await expect(panel).toHaveAttribute('id', panelId as string)
    })

    test('the hamburger opens a panel with the page links, e-mail, WhatsApp and social links and a close button', async ({ page }) => {
      await visit(page, pages[1].path)
      const { hamburger, panel, close, body } = await openMenu(page, locale)
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
      await expect(close).toBeVisible()
      const links = panel.getByRole('navigation').getByRole('link')
      await expect(links).toHaveText(layout.nav.map((item) => item.label))
      await expect(panel.getByRole('link', { name: pages[1].name, exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(panel.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
      const whatsapp = panel.getByRole('link', { name: layout.whatsappLabel, exact: true })
      await expect(whatsapp).toBeVisible()
      expect(chatOf(await whatsapp.getAttribute('href'))).toEqual(agencyChat(locale))
      for (const { network, url } of site.social) {
        await expect(panel.getByRole('link', { name: socialName(network, locale), exact: true })).toHaveAttribute('href', url)
      }
      await expect(body).toHaveCSS('overflow-y', 'hidden')
    })

    test('focus moves into the panel on open and back to the hamburger on close', async ({ page }) => {
      await visit(page, home)
      const { hamburger, panel, close } = await openMenu(page, locale)
      const focusInPanel = () => panel.evaluate((element) => element.contains(document.activeElement))
      await expect.poll(focusInPanel).toBe(true)
      await close.click()
      await expectClosed(page, locale)
      await expect(hamburger).toBeFocused()
    })

    test('Escape closes it and returns focus to the hamburger', async ({ page }) => {
      await visit(page, home)
      const { hamburger } = await openMenu(page, locale)
      await page.keyboard.press('Escape')
      await expectClosed(page, locale)
      await expect(hamburger).toBeFocused()
    })

    test('following a link closes it and goes to the page', async ({ page }) => {
      await visit(page, home)
      const { panel } = await openMenu(page, locale)
      await panel.getByRole('link', { name: pages[2].name, exact: true }).click()
      await expect(page).toHaveURL(pages[2].path)
      await expect(page).toHaveTitle(fullTitle(pages[2].title))
      await expectClosed(page, locale)
    })
  })
}

test('the hamburger opens it and the close button closes it, repeatedly', async ({ page }) => {
  await visit(page, '/')
  for (let round = 0; round < 2; round += 1) {
    const { close, hamburger } = await openMenu(page, 'en')
    await close.click()
    await expectClosed(page, 'en')
    await expect(hamburger).toBeFocused()
  }
})

test('a tap on the hamburger before the menu has started opens it once the menu starts, and only once', async ({ page }) => {
  const { release } = await visitWithIslandsHeld(page, '/')
  const { hamburger, panel } = menu(page, 'en')
  await hamburger.click()
  await expect(page.locator('[data-island="header-menu"]')).not.toHaveAttribute('data-hydrated', '')
  release()
  await expect(panel).toBeVisible()
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
})

test('following the link to the current page closes it', async ({ page }) => {
  await visit(page, '/')
  const { panel } = await openMenu(page, 'en')
  await panel.getByRole('link', { name: pagesFor('en')[0].name, exact: true }).click()
  await expectClosed(page, 'en')
  await expect(page).toHaveURL('/')
})

test('the page behind does not scroll while it is open', async ({ page }) => {
  await visit(page, '/')
  await openMenu(page, 'en')
  await page.mouse.move(100, 400)
  await page.evaluate(() => {
    const wheeled = new Promise((resolve) => window.addEventListener('wheel', () => resolve(true), { once: true, passive: true }))
    Object.assign(window, { wheeled })
  })
  await page.mouse.wheel(0, 600)
  await page.evaluate(() => (window as unknown as { wheeled: Promise<unknown> }).wheeled)
  // Nothing to wait for when the page must stay still: a scroll the lock let through would start within a
  // frame or two of the wheel reaching the page, and show well within 300 ms (the same wheel below scrolls).
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await menu(page, 'en').close.click()
  await expectClosed(page, 'en')
  await page.mouse.wheel(0, 600)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
})

test.describe('the side it slides in from', () => {
  test('in English it waits past the right edge and opens against it', async ({ page }) => {
    await visit(page, '/')
    const closed = await panelEdges(page, 'en')
    expect(closed.left).toBeGreaterThanOrEqual(VIEWPORT.width)
    await openMenu(page, 'en')
    await expect.poll(() => panelEdges(page, 'en')).toEqual({ left: expect.any(Number), right: VIEWPORT.width })
    expect((await panelEdges(page, 'en')).left).toBeGreaterThan(0)
  })

  test('in Arabic it waits past the left edge, opens against it and closes with Escape', async ({ page }) => {
    await visit(page, '/ar/')
    const closed = await panelEdges(page, 'ar')
    expect(closed.right).toBeLessThanOrEqual(0)
    const { hamburger } = await openMenu(page, 'ar')
    // Once the slide has finished: flush with the left edge, the page still showing on the right.
    await expect.poll(() => panelEdges(page, 'ar')).toEqual({ left: 0, right: expect.any(Number) })
    const open = await panelEdges(page, 'ar')
    expect(open.right).toBeLessThan(VIEWPORT.width)
    await page.keyboard.press('Escape')
    await expectClosed(page, 'ar')
    await expect(hamburger).toBeFocused()
  })
})

test('on wide screens the links show in the header and there is no hamburger, in either language', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 700 })
  for (const locale of LOCALE_CODES) {
    await visit(page, localizedPath('/', locale))
    await expect(menu(page, locale).hamburger).toBeHidden()
    await expect(menu(page, locale).panel).toBeHidden()
    await expect(page.getByRole('navigation', { name: contentFor(locale).layout.mainNavLabel })).toBeVisible()
  }
})
