/**
 * A landing page that uses every kind of block (__tests__/fixtures/landing/,
 * built by scripts/build-insights-fixtures.mjs), in both languages: each
 * block is drawn, in the file's order; the page is indexed (`noindex`:
 * false), so it has no noindex tag or header and is in the sitemap with its
 * translation; a draft among the fixtures is not built.
 */
import fs from 'node:fs'
import path from 'node:path'
import { LOCALES, LOCALE_CODES, contentFor, localizedPath } from '../e2e/support/content'
import { expect, test } from '../e2e/support/fixtures'
import { landingPagesFor } from '../e2e/support/landing'
import { revealEverything, visit } from '../e2e/support/quality'
import { BLOCK_TYPES } from '../../src/lib/content/landing-model'

const FIXTURES = path.join(__dirname, '..', 'fixtures', 'landing')

for (const locale of LOCALE_CODES) {
  const landing = landingPagesFor(locale, FIXTURES).find((page) => page.slug === 'every-block')!
  // Every block's fields, as the fixture's JSON has them.
  type Fields = { type: string; heading: string; pitch: string; points: string[]; imageAlt: string; text: string; button: string; intro: string; items: Record<string, string>[] }
  const blocks = landing.copy.blocks as unknown as Fields[]
  const block = (type: string) => blocks.find((candidate) => candidate.type === type) as Fields
  const steps = contentFor(locale).steps

  test.describe(`${LOCALES[locale].name}: ${landing.path}`, () => {
    test('uses every kind of block', () => {
      expect(blocks.map((candidate) => candidate.type).sort()).toEqual([...BLOCK_TYPES].sort())
    })

    test('draws every block, in the file\'s order', async ({ page }) => {
      await visit(page, landing.path)
      await revealEverything(page)
      const main = page.getByRole('main')
      const hero = block('hero')
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(hero.heading)
      await expect(main.getByText(hero.pitch)).toBeVisible()
      for (const point of hero.points) await expect(main.getByRole('listitem').filter({ hasText: point })).toBeVisible()
      const image = main.getByRole('img', { name: hero.imageAlt })
      await expect(image).toBeVisible()
      expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      const headings = blocks.slice(1).map((candidate) => candidate.heading)
      expect(await main.locator('h2').allTextContents()).toEqual(headings)

      const benefits = main.getByRole('region', { name: block('benefits').heading })
      for (const item of block('benefits').items) {
        await expect(benefits.getByRole('heading', { name: item.title })).toBeVisible()
        await expect(benefits.getByText(item.text)).toBeVisible()
      }
      const program = main.getByRole('region', { name: block('program').heading })
      await expect(program.getByRole('listitem')).toHaveCount(steps.length)
      for (const step of steps) await expect(program.getByRole('heading', { name: step.title })).toBeVisible()
      const stats = main.getByRole('region', { name: block('stats').heading })
      for (const item of block('stats').items) await expect(stats.getByRole('listitem').filter({ hasText: item.label })).toContainText(item.value)
      const quotes = main.getByRole('region', { name: block('quotes').heading })
      for (const item of block('quotes').items) {
        await expect(quotes.getByRole('figure').filter({ hasText: item.quote })).toContainText(`${item.name}, ${item.role}`)
      }
      const faq = main.getByRole('region', { name: block('faq').heading })
      for (const item of block('faq').items) {
        await faq.getByText(item.question, { exact: true }).click()
        await expect(faq.getByText(item.answer)).toBeVisible()
      }
      const cta = main.getByRole('region', { name: block('cta').heading })
      await expect(cta.getByText(block('cta').text)).toBeVisible()
      await cta.getByRole('link', { name: block('cta').button }).click()
      const form = main.getByRole('form', { name: block('form').heading })
      await expect(form.getByLabel(contentFor(locale).form.nameLabel, { exact: true })).toBeFocused()
      await expect(main.getByText(block('form').intro)).toBeVisible()
      await expect(form.getByRole('button', { name: block('form').button })).toBeVisible()
    })

    test('an indexed page: no noindex tag or header, a canonical address, and its translation linked', async ({ page }) => {
      const response = await page.goto(landing.path)
      expect(response?.headers()['x-robots-tag']).toBeUndefined()
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${landing.path}$`))
      for (const other of LOCALE_CODES) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', new RegExp(`${localizedPath('/lp/every-block/', other)}$`))
      }
    })
  })
}

test('the indexed landing page is in the sitemap with its alternates; the noindex launch pages are not', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap-0.xml')).text()
  const entry = /<url><loc>[^<]*\/lp\/every-block\/<\/loc>(.*?)<\/url>/.exec(sitemap)?.[1] ?? ''
  expect(entry).toContain('hreflang="ar"')
  expect(entry).toContain('/ar/lp/every-block/')
  const noindex = landingPagesFor('en').filter((page) => page.copy.noindex !== false)
  for (const page of noindex) expect(sitemap).not.toContain(page.path)
})

test('a draft landing page is not built', async ({ request }) => {
  expect(fs.existsSync(path.join(FIXTURES, 'en', 'draft-offer.json'))).toBe(true)
  expect((await request.get('/lp/draft-offer/')).status()).toBe(404)
})
