/**
 * A marketer at /admin/ (the built CMS, decap-server writing this working
 * copy's content/, as `npm run cms` does) makes a campaign landing page in
 * English and Arabic from blocks, sees it in the preview in each language's
 * direction, saves it; opens it again, deletes a block, moves another and
 * edits the moved one, and saves it so. The rebuilt site shows the page as
 * edited at /lp/<slug>/ and /ar/lp/<slug>/, and the marketer deletes it
 * (rebuilt-site.spec.ts); its files are removed whatever happens
 * (put-back.teardown.ts).
 */
import { expect, test, type FrameLocator, type Locator, type Page } from '@playwright/test'
import { LANDING_FILES as FILES, LANDING_PAGE as PAGE, SLUG, type Side } from './support/edits'
import { openCms, openEntry, publish, read, readSoFar, showPreview } from './support/editor'

const LANGUAGE_MENU = { en: 'EN', ar: 'AR' } as const

test.describe.configure({ mode: 'serial' })

/** Switches the column being edited (and the preview) to a language. */
async function writeIn(page: Page, side: Side) {
  await page.getByRole('button', { name: /^Writing in / }).first().click()
  await page.getByRole('menuitem', { name: LANGUAGE_MENU[side] }).click()
}

/** Adds a block of a kind at the end of the page; it opens, so its fields are the last of their names. */
async function addBlock(page: Page, kind: string) {
  await page.getByRole('button', { name: 'Add block' }).click()
  await page.getByRole('menuitem', { name: kind, exact: true }).click()
}

const last = (page: Page, label: string) => page.getByLabel(label, { exact: true }).last()

/** Writes one language's page: its fields, then a hero, a call to action, questions and answers, and a form. */
async function writePage(page: Page, side: Side) {
  const copy = PAGE[side]
  await page.getByLabel('Page title', { exact: true }).fill(copy.title)
  await page.getByLabel('Page description', { exact: true }).fill(copy.description)
  // One campaign for both languages: written on the English side, shown (not editable) on the Arabic one.
  if (side === 'en') await page.getByLabel('Campaign', { exact: true }).fill(SLUG)
  await addBlock(page, 'Hero')
  await last(page, 'Heading').fill(copy.hero.heading)
  await last(page, 'Pitch').fill(copy.hero.pitch)
  await addBlock(page, 'Call to action')
  await last(page, 'Heading').fill(copy.cta.heading)
  await last(page, 'Text').fill(copy.cta.text)
  await last(page, 'Button').fill(copy.cta.button)
  await addBlock(page, 'Questions and answers')
  await last(page, 'Heading').fill(copy.faq.heading)
  await page.getByRole('button', { name: 'Add questions', exact: true }).click()
  await last(page, 'Question').fill(copy.faq.question)
  await last(page, 'Answer').fill(copy.faq.answer)
  await addBlock(page, 'Contact form')
  await last(page, 'Heading').fill(copy.form.heading)
  await last(page, 'Introduction').fill(copy.form.intro)
  await last(page, 'Button').fill(copy.form.button)
}

/**
 * A block of the list, closed, by the one line that sums it up ("Call to
 * action: <its heading>"): the innermost element holding both that line and
 * a handle to drag it by.
 */
function block(page: Page, summary: string): Locator {
  return page
    .locator('div')
    .filter({ has: page.getByText(summary, { exact: true }) })
    .filter({ has: page.locator('[aria-roledescription="sortable"]') })
    .last()
}

/** The one line that sums up each block, open or closed, in the list's order. */
const SUMMARY = /^(Hero|Call to action|Questions and answers|Contact form): /

/** Its bar's buttons, in order: open or close, drag, delete. */
const dragHandle = (item: Locator) => item.locator('[aria-roledescription="sortable"]').first()
const deleteButton = (item: Locator) => item.getByRole('button').nth(2)

/**
 * Drags a block by its handle onto another's place (the CMS moves blocks by
 * mouse or touch only). Hovering first waits until the handle stands still:
 * the list closes up after a delete, and a press measured before that lands
 * on whatever has moved under it (an open/close button, say).
 */
async function dragOnto(page: Page, item: Locator, target: Locator) {
  await dragHandle(item).hover()
  const from = (await dragHandle(item).boundingBox())!
  const to = (await dragHandle(target).boundingBox())!
  await page.mouse.down()
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 5 })
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 20 })
  await page.mouse.up()
}


const typesOf = (file: string) => (readSoFar(file)?.blocks as { type: string }[] | undefined)?.map((saved) => saved.type)

/** Every text value in a saved page, at any depth: none of them may be empty (the build rejects "" where a field is required). */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

async function previewShows(preview: FrameLocator, side: Side, heading: string) {
  await expect(preview.locator('html')).toHaveAttribute('dir', side === 'ar' ? 'rtl' : 'ltr')
  await expect(preview.locator('html')).toHaveAttribute('lang', side)
  await expect(preview.getByRole('heading', { level: 1, name: heading })).toBeVisible()
}

test('a marketer makes a landing page from blocks in English and Arabic, sees each in the preview, and saves it as one JSON file per language', async ({ page }) => {
  await openCms(page, '/collections/landing/new')
  const preview = await showPreview(page)
  await writePage(page, 'en')
  await previewShows(preview, 'en', PAGE.en.hero.heading)
  await expect(preview.getByRole('heading', { level: 2, name: PAGE.en.faq.heading })).toBeVisible()
  await writeIn(page, 'ar')
  await writePage(page, 'ar')
  await previewShows(preview, 'ar', PAGE.ar.hero.heading)
  await expect(preview.getByRole('heading', { level: 2, name: PAGE.ar.form.heading })).toBeVisible()
  await publish(page)

  for (const side of ['en', 'ar'] as const) {
    await expect.poll(() => typesOf(FILES[side])).toEqual(['hero', 'cta', 'faq', 'form'])
    const saved = read(FILES[side])
    expect(saved).toMatchObject({
      $schema: '../../schemas/landing.schema.json',
      title: PAGE[side].title,
      description: PAGE[side].description,
      campaign: SLUG,
      noindex: true,
    })
    expect(saved.blocks[0]).toMatchObject({ type: 'hero', ...PAGE[side].hero })
    expect(saved.blocks[2]).toEqual({ type: 'faq', heading: PAGE[side].faq.heading, items: [{ question: PAGE[side].faq.question, answer: PAGE[side].faq.answer }] })
    expect(saved.blocks[3]).toEqual({ type: 'form', ...PAGE[side].form })
    expect(texts(saved).filter((text) => text.trim() === '')).toEqual([])
  }
})

test('the marketer deletes a block, moves the form above the questions and edits it, and saves the page so in both languages', async ({ page }) => {
  await openEntry(page, 'landing', SLUG)
  const preview = await showPreview(page)
  for (const side of ['en', 'ar'] as const) {
    const copy = PAGE[side]
    if (side === 'ar') await writeIn(page, 'ar')
    await expect(page.getByLabel('Page title', { exact: true })).toHaveValue(copy.title)
    await deleteButton(block(page, `Call to action: ${copy.cta.heading}`)).click()
    await expect(page.getByText(`Call to action: ${copy.cta.heading}`, { exact: true })).toHaveCount(0)
    await dragOnto(page, block(page, `Contact form: ${copy.form.heading}`), block(page, `Questions and answers: ${copy.faq.heading}`))
    await expect(page.getByText(SUMMARY)).toHaveText([`Hero: ${copy.hero.heading}`, `Contact form: ${copy.form.heading}`, `Questions and answers: ${copy.faq.heading}`])
    // Moved, then edited: the edit lands on the form, not on what now holds its old place (decap-cms#7972).
    const form = block(page, `Contact form: ${copy.form.heading}`)
    const heading = form.getByLabel('Heading', { exact: true })
    await expect(heading).toBeHidden()
    await form.getByRole('button').first().click()
    await heading.fill(copy.movedFormHeading)
    const headings = preview.getByRole('main').getByRole('heading', { level: 2 })
    await expect(headings).toHaveText([copy.movedFormHeading, copy.faq.heading])
    if (side === 'en') await page.screenshot({ path: 'test-results/cms/editing-a-landing-page.png' })
  }
  await publish(page)

  for (const side of ['en', 'ar'] as const) {
    await expect.poll(() => typesOf(FILES[side])).toEqual(['hero', 'form', 'faq'])
    const saved = read(FILES[side])
    expect(saved.blocks[1]).toEqual({ type: 'form', ...PAGE[side].form, heading: PAGE[side].movedFormHeading })
    expect(saved.blocks[2]).toMatchObject({ type: 'faq', heading: PAGE[side].faq.heading })
  }
})
