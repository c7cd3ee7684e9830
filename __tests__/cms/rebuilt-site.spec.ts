/**
 * What the editors saved in the CMS (edit-content.spec.ts,
 * landing-page.spec.ts), on the site one rebuild makes of it, as Netlify
 * rebuilds after a commit: the new first step and company name, the
 * articles in their languages' lists, feeds and sitemap with their images
 * resized, and the landing page as the marketer last left it. The editors
 * then delete the articles and the page in the CMS. One rebuild for all of
 * it: each takes about a minute on two cores.
 */
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { ARTICLE, ARTICLE_FILES, COVER, ENGLISH_ONLY, ENGLISH_ONLY_FILES, FIGURE, LANDING_FILES, LANDING_PAGE, NEW_COMPANY_NAME, NEW_STEP_TITLE, SLUG } from './support/edits'
import { deleteEntry, openEntry } from './support/editor'
import { rebuildSite } from './support/rebuild'

test.describe.configure({ mode: 'serial' })

test.beforeAll(rebuildSite)

test('the rebuilt site shows the new first step and the new company name', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 3, name: NEW_STEP_TITLE })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText(NEW_COMPANY_NAME)
})

test('the articles written in the CMS are on the Insights pages of their languages, in the sitemap and the feeds, with the uploaded images resized; the editor then deletes them', async ({ page, request }) => {
  for (const locale of ['en', 'ar'] as const) {
    const prefix = locale === 'en' ? '' : '/ar'
    await page.goto(`${prefix}/insights/`)
    await expect(page.getByRole('main').getByRole('link', { name: ARTICLE[locale].title })).toHaveAttribute('href', `${prefix}/insights/${ARTICLE.slug}/`)
    expect(await (await request.get(`${prefix}/insights/rss.xml`)).text()).toContain(`<title>${ARTICLE[locale].title}</title>`)
  }
  const sitemap = await (await request.get('/sitemap-0.xml')).text()
  expect(sitemap).toContain(`/insights/${ARTICLE.slug}/</loc>`)
  expect(sitemap).toContain(`/ar/insights/${ARTICLE.slug}/</loc>`)

  // The English-only article is in English alone: no Arabic page, no language alternates, not in the Arabic feed.
  await page.goto('/insights/')
  await page.getByRole('main').getByRole('link', { name: ENGLISH_ONLY.title }).click()
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH_ONLY.title })).toBeVisible()
  await expect(page.locator('head link[rel="alternate"][hreflang]')).toHaveCount(0)
  expect((await request.get(`/ar/insights/${ENGLISH_ONLY.slug}/`)).status()).toBe(404)
  expect(sitemap).toContain(`/insights/${ENGLISH_ONLY.slug}/</loc>`)
  expect(sitemap).not.toContain(`/ar/insights/${ENGLISH_ONLY.slug}/`)
  expect(await (await request.get('/ar/insights/rss.xml')).text()).not.toContain(ENGLISH_ONLY.slug)

  // The images uploaded in the CMS, resized by the build: the cover to 1200 pixels wide, as WebP (the covers' only
  // format), its box reserved before it loads; the figure to the text's 720, in its own format.
  await page.goto(`/insights/${ARTICLE.slug}/`)
  const resized = (image: typeof COVER, extension = path.extname(image.file)) =>
    new RegExp(`^/static/[0-9a-f]+/[0-9a-f]+/${path.basename(image.file, path.extname(image.file))}\\${extension}$`)
  const cover = page.getByRole('main').getByRole('img', { name: COVER.alt })
  await expect(cover).toHaveAttribute('src', resized(COVER, '.webp'))
  await expect(cover).toHaveAttribute('width', '1200')
  await expect(cover).toHaveAttribute('height', '675')
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200)
  const figure = page.getByRole('main').getByRole('img', { name: FIGURE.alt })
  await figure.scrollIntoViewIfNeeded()
  await expect(figure).toHaveAttribute('src', resized(FIGURE))
  await expect.poll(() => figure.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(720)

  for (const [article, englishTitle, files] of [
    [ARTICLE.slug, ARTICLE.en.title, ARTICLE_FILES],
    [ENGLISH_ONLY.slug, ENGLISH_ONLY.title, ENGLISH_ONLY_FILES],
  ] as const) {
    await openEntry(page, 'articles', article)
    await expect(page.getByLabel('Title', { exact: true }).first()).toHaveValue(englishTitle)
    await deleteEntry(page, Object.values(files))
  }
})

test('the rebuilt site shows the landing page as the marketer left it, in both languages; the marketer then deletes it', async ({ page }) => {
  for (const side of ['en', 'ar'] as const) {
    const copy = LANDING_PAGE[side]
    await page.goto(`${side === 'ar' ? '/ar' : ''}/lp/${SLUG}/`)
    await expect(page.locator('html')).toHaveAttribute('dir', side === 'ar' ? 'rtl' : 'ltr')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.heading)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([copy.movedFormHeading, copy.faq.heading])
    await expect(page.getByRole('button', { name: copy.form.button })).toBeVisible()
    await expect(page.getByText(copy.cta.heading)).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  }

  await openEntry(page, 'landing', SLUG)
  await deleteEntry(page, Object.values(LANDING_FILES))
})
