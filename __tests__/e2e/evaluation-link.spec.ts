/**
 * 'Get your free evaluation now' takes the visitor to the home contact form
 * with the name field focused, ready to type.
 */
import { home } from './support/content'
import { contactForm } from './support/contact'
import { expect, test } from './support/fixtures'
import { waitForHydration } from './support/page'

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 700 },
]) {
  test(`at ${viewport.width} px it scrolls to the form and focuses "Your name"`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/')
    await waitForHydration(page)
    const { name } = contactForm(page)
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

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('it is a link to the home contact form', async ({ page }) => {
    await page.goto('/')
    const link = page.getByRole('link', { name: home.yourStory.buttonLabel })
    const href = await link.getAttribute('href')
    expect(href).toMatch(/^#.+/)
    await expect(page.locator(href ?? '#missing').getByRole('heading', { name: home.contact.heading })).toBeVisible()
  })
})
