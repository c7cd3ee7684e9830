/**
 * Keyboard only, in both languages: a "skip to content" link first, every
 * link (the language switch, WhatsApp and the privacy notice too), the menu, the country select,
 * both fields and the buttons reached in reading order and usable, each with
 * a visible focus ring.
 */
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { articlesFor, insightsCopy } from './support/insights'
import {
  LOCALES,
  LOCALE_CODES,
  PHONE,
  WIDE,
  contactForm,
  contentFor,
  localizedPath,
  mobileMenu,
  site,
  socialName,
  switchName,
  visit,
  type Locale,
} from './support/quality'

/** What the focused element is, as a visitor hears it, and whether it shows a focus ring. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { name: '(nothing)', ring: false }
    const label = element.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : undefined
    const image = element.querySelector('img')?.getAttribute('alt')
    // A drawing (the logo) is named by its label: its <text> is part of the drawing.
    const drawing = element.querySelector('[role="img"]')?.getAttribute('aria-label')
    const name = (element.getAttribute('aria-label') ?? label ?? drawing ?? (element.textContent || image) ?? '').trim()
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

/** What Tab visits in a language: the header's and footer's links, named as tabThrough names them. */
function stops(locale: Locale) {
  const { layout, form, home } = contentFor(locale)
  const navLinks = layout.nav.map((item) => `a ${item.label}`)
  const contactLinks = [`a ${site.contactEmail}`, `a ${layout.whatsappLabel}`, ...site.social.map((link) => `a ${socialName(link.network, locale)}`)]
  return { layout, form, home, navLinks, contactLinks, languageSwitch: `a ${switchName(locale)}` }
}

for (const locale of LOCALE_CODES) {
  const { layout, form, home, navLinks, contactLinks, languageSwitch } = stops(locale)

  test.describe(`${LOCALES[locale].name} at 1280 px`, () => {
    test.use({ viewport: WIDE })

    test('Tab visits the skip link, header, form, call to action and footer in order, each with a ring', async ({ page }) => {
      await visit(page, localizedPath('/', locale))
      const expected = [
        `a ${layout.skipLinkLabel}`,
        `a ${site.companyName}`,
        ...navLinks,
        languageSwitch,
        ...contactLinks,
        `input ${form.nameLabel}`,
        `select ${form.countryLabel}`,
        `input ${form.phoneLabel}`,
        `button ${home.contact.submitLabel}`,
        `a ${layout.privacyLinkLabel}`,
        ...articlesFor(locale).slice(0, 3).map((article) => `a ${article.title}`),
        `a ${insightsCopy(locale).allLabel}`,
        `a ${home.yourStory.buttonLabel}`,
        ...navLinks,
        ...contactLinks,
        `a ${layout.privacyLinkLabel}`,
      ]
      expect(await tabThrough(page, expected.length)).toEqual(expected)
    })

    test('the skip link moves focus to the main content', async ({ page }) => {
      await visit(page, localizedPath('/', locale))
      await page.keyboard.press('Tab')
      await expect(page.getByRole('link', { name: layout.skipLinkLabel })).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main')).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(page.getByLabel(form.nameLabel, { exact: true })).toBeFocused()
    })

    test('the form is filled, its country switched and sent with the keyboard alone', async ({ page }) => {
      await visit(page, localizedPath('/', locale))
      const parts = contactForm(page, 'home', locale)
      await parts.name.focus()
      await page.keyboard.type(locale === 'ar' ? 'زائر لوحة المفاتيح' : 'Keyboard Visitor')
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

  test.describe(`${LOCALES[locale].name} at 375 px`, () => {
    test.use({ viewport: PHONE })

    test('the menu opens from the keyboard, keeps focus inside and gives it back on Escape', async ({ page }) => {
      await visit(page, localizedPath('/', locale))
      const visited = await tabThrough(page, 3)
      expect(visited).toEqual([`a ${layout.skipLinkLabel}`, `a ${site.companyName}`, `button ${layout.openMenuLabel}`])
      const { hamburger, close } = mobileMenu(page, locale)
      await page.keyboard.press('Enter')
      await expect(hamburger).toHaveAttribute('aria-expanded', 'true')
      await expect(close).toBeFocused()
      const inside = [...navLinks, languageSwitch, ...contactLinks, `button ${layout.closeMenuLabel}`]
      expect(await tabThrough(page, inside.length)).toEqual(inside)
      await page.keyboard.press('Escape')
      await expect(hamburger).toHaveAttribute('aria-expanded', 'false')
      await expect(hamburger).toBeFocused()
    })
  })
}
