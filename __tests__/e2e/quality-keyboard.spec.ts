/**
 * Keyboard only: a "skip to content" link first, every link, the menu, the
 * country select, both fields and the buttons reached in reading order and
 * usable, each with a visible focus ring.
 */
import { expect, test, type Page } from '@playwright/test'
import { PHONE, WIDE, contactForm, form, home, site, visit } from './support/quality'

/** What the focused element is, as a visitor hears it, and whether it shows a focus ring. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { name: '(nothing)', ring: false }
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined
    const image = element.querySelector('img')?.getAttribute('alt')
    const name = (element.getAttribute('aria-label') ?? label ?? (element.textContent || image) ?? '').trim()
    // The phone field draws one ring around its country select and number input.
    const ringed = element.closest('.PhoneInput') ?? element
    const style = getComputedStyle(ringed)
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2
    return { name: `${element.tagName.toLowerCase()} ${name}`, ring }
  })
}

async function tabThrough(page: Page, count: number) {
  const visited: string[] = []
  for (let step = 0; step < count; step++) {
    await page.keyboard.press('Tab')
    const { name, ring } = await focused(page)
    expect(ring, `focus ring on ${name} after ${visited.join(", ")}`).toBe(true)
    visited.push(name)
  }
  return visited
}

const navLinks = site.nav.map((item) => `a ${item.label}`)
const socialLinks = site.social.map((link) => `a ${site.companyName} on ${link.network}`)

test.describe('at 1280 px', () => {
  test.use({ viewport: WIDE })

  test('Tab visits the skip link, header, form, call to action and footer in order, each with a ring', async ({ page }) => {
    await visit(page, '/')
    const visited = await tabThrough(page, 21)
    expect(visited).toEqual([
      'a Skip to content',
      `a ${site.companyName}`,
      ...navLinks,
      `a ${site.contactEmail}`,
      ...socialLinks,
      `input ${form.nameLabel}`,
      `select ${form.countryLabel}`,
      `input ${form.phoneLabel}`,
      `button ${home.contact.submitLabel}`,
      `a ${home.yourStory.buttonLabel}`,
      ...navLinks,
      `a ${site.contactEmail}`,
      ...socialLinks,
    ])
  })

  test('the skip link moves focus to the main content', async ({ page }) => {
    await visit(page, '/')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByLabel(form.nameLabel, { exact: true })).toBeFocused()
  })

  test('the form is filled, its country switched and sent with the keyboard alone', async ({ page }) => {
    await visit(page, '/')
    const parts = contactForm(page, home.contact.heading, home.contact.submitLabel)
    await parts.name.focus()
    await page.keyboard.type('Keyboard Visitor')
    await page.keyboard.press('Tab')
    await expect(parts.country).toBeFocused()
    await expect(parts.country).toHaveValue(site.defaultPhoneCountry)
    await page.keyboard.press('ArrowDown')
    await expect(parts.country).not.toHaveValue(site.defaultPhoneCountry)
    await page.keyboard.press('ArrowUp')
    await expect(parts.country).toHaveValue(site.defaultPhoneCountry)
    await page.keyboard.press('Tab')
    await expect(parts.phone).toBeFocused()
    await page.keyboard.type('501234567')
    await page.keyboard.press('Tab')
    await expect(parts.submit).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: form.thankYouHeading })).toBeVisible({ timeout: 10_000 })
  })
})

test.describe('at 375 px', () => {
  test.use({ viewport: PHONE })

  test('the menu opens from the keyboard, keeps focus inside and gives it back on Escape', async ({ page }) => {
    await visit(page, '/')
    const visited = await tabThrough(page, 3)
    expect(visited).toEqual(['a Skip to content', `a ${site.companyName}`, 'button Open menu'])
    const hamburger = page.getByRole('button', { name: 'Open menu' })
    await page.keyboard.press('Enter')
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeFocused()
    const inside = await tabThrough(page, 8)
    expect(inside).toEqual([...navLinks, `a ${site.contactEmail}`, ...socialLinks, 'button Close menu'])
    await page.keyboard.press('Escape')
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
    await expect(hamburger).toBeFocused()
  })
})
