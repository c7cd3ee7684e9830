/**
 * 'Get your free evaluation now' takes the visitor to the home contact form
 * with the name field focused, ready to type, in either language.
 */
import { LOCALE_CODES, contentFor, localizedPath } from './support/content'
import { contactForm } from './support/contact'
import { expect, test } from './support/fixtures'
import { visitWithIslandsHeld, waitForHydration } from './support/quality'

for (const [viewport, locale] of LOCALE_CODES.flatMap((code) =>
  [
    { width: 1280, height: 800 },
    { width: 375, height: 700 },
  ].map((size) => [size, code] as const),
)) {
  const { home, form } = contentFor(locale)
  test(`at ${viewport.width} px on ${localizedPath('/', locale)} it scrolls to the form and focuses "${form.nameLabel}"`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto(localizedPath('/', locale))
    await waitForHydration(page)
    const { name } = contactForm(page, 'home', locale)
    const link = page.getByRole('link', { name: home.yourStory.buttonLabel })
    await link.scrollIntoViewIfNeeded()
    await expect(name).not.toBeInViewport()
    await link.click()
    await expect(name).toBeFocused()
    await expect(name).toBeInViewport()
    await expect(page.getByRole('heading', { name: home.contact.heading })).toBeInViewport()
    await page.keyboard.type('Dana')
    await expect(name).toHaveValue('Dana')
  })
}

test('a click on the link before its island has started still puts the cursor in the name field once it starts', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const { release } = await visitWithIslandsHeld(page, '/')
  const { home } = contentFor('en')
  const { name } = contactForm(page, 'home', 'en')
  const link = page.getByRole('link', { name: home.yourStory.buttonLabel })
  await link.click()
  await expect(name).toBeInViewport()
  await expect(page.locator('[data-island="form-link"]')).not.toHaveAttribute('data-hydrated', '')
  release()
  await expect(name).toBeFocused()
  await page.keyboard.type('Dana')
  await expect(name).toHaveValue('Dana')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('it is a link to the home contact form', async ({ page }) => {
    const { home } = contentFor('en')
    await page.goto('/')
    const link = page.getByRole('link', { name: home.yourStory.buttonLabel })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^#.+/)
    await expect(page.locator(href ?? '#missing').getByRole('heading', { name: home.contact.heading })).toBeVisible()
  })
})
