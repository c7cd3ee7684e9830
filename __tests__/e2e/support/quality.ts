/**
 * Shared by the quality-*.spec.ts browser tests: the pages with their copy
 * (from content/), waiting until React has hydrated everything, opening the
 * mobile menu, and collecting console errors and CSP violations.
 */
import { expect, type Page } from '@playwright/test'
import form from '../../../content/form.json'
import home from '../../../content/home.json'
import notFound from '../../../content/not-found.json'
import services from '../../../content/services.json'
import site from '../../../content/site.json'
import story from '../../../content/story.json'

export { form, home, notFound, services, site, story }

export const PAGES = [
  { path: '/', title: home.title, description: home.description },
  { path: '/ourservices/', title: services.title, description: services.description },
  { path: '/ourstory/', title: story.title, description: story.description },
] as const

export const NOT_FOUND_PATH = '/no-such-page/'
/** Where a form sent without JavaScript lands (src/lib/contact-fields.ts). */
export { THANK_YOU_PATH } from '../../../src/lib/contact-fields'

export const FORMS = [
  { path: '/', heading: home.contact.heading, submit: home.contact.submitLabel },
  { path: '/ourservices/', heading: services.consultation.heading, submit: services.consultation.submitLabel },
] as const

export const WIDE = { width: 1280, height: 800 }
export const PHONE = { width: 375, height: 700 }

/**
 * Waits until React has hydrated the header, main content and footer. Each
 * is its own Suspense boundary (components/layout.tsx), hydrated in turn;
 * React marks a hydrated element with its props.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() =>
    ['header a', 'main h1, main h2', 'footer a'].every((selector) => {
      const element = document.querySelector(selector)
      return Boolean(element && Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    }),
  )
}

export async function visit(page: Page, path: string) {
  const response = await page.goto(path)
  await waitForHydration(page)
  return response
}

/** Scrolls to the end and back so every reveal animation has run. */
export async function revealEverything(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y <= document.body.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await page.waitForFunction(() => document.querySelector('[data-reveal]')?.getAttribute('data-reveal') !== 'hidden')
  // The steps fade in over 600 ms, staggered by 120 ms.
  await page.waitForTimeout(1200)
  await page.evaluate(() => window.scrollTo(0, 0))
}

export async function openMobileMenu(page: Page) {
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('dialog', { name: 'Menu' })
  await expect(menu).toBeVisible()
  // The panel slides in over 250 ms.
  await page.waitForTimeout(400)
  return menu
}

export function contactForm(page: Page, heading: string, submit: string) {
  const region = page.getByRole('form', { name: heading })
  return {
    region,
    name: region.getByLabel(form.nameLabel, { exact: true }),
    phone: region.getByLabel(form.phoneLabel, { exact: true }),
    country: region.getByRole('combobox', { name: form.countryLabel }),
    submit: region.getByRole('button', { name: submit }),
  }
}

/**
 * Records console errors, uncaught exceptions and Content-Security-Policy
 * violations (the `securitypolicyviolation` event) from now on.
 */
export async function watchForProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`)
  })
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`CSP violation: ${text}`))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`)
    })
  })
  return problems
}
