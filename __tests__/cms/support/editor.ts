/**
 * What an editor does in the CMS, shared by the CMS's browser tests: open a
 * view or an entry by its address (logging in to the local backend first),
 * show the preview, publish, delete an entry; and reading a content file
 * while decap-server writes it.
 */
import fs from 'node:fs'
import path from 'node:path'
import { expect, type FrameLocator, type Page } from '@playwright/test'

export const root = path.resolve(__dirname, '../../..')

export const read = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'))

/** A file's text, or nothing while there is no such file. */
export const fileText = (file: string) => (fs.existsSync(path.join(root, file)) ? fs.readFileSync(path.join(root, file), 'utf8') : '')

/** For polling while decap-server writes: a file caught half-written reads as nothing yet. */
export const readSoFar = (file: string) => {
  try {
    return read(file)
  } catch {
    return undefined
  }
}

/** Opens a view of the CMS by its address (#/collections/...), logging in first unless already in (the local backend needs no account). */
export async function openCms(page: Page, route: string) {
  await page.goto('about:blank')
  await page.goto(`/admin/#${route}`)
  const login = page.getByRole('button', { name: 'Login' })
  await expect(login.or(page.getByRole('textbox').first())).toBeVisible()
  if (await login.isVisible()) {
    await login.click()
    await page.goto(`/admin/#${route}`)
  }
}

/**
 * Opens an entry by its address, as a bookmark would (a fresh load: moving
 * between entries of two collections by address alone leaves the CMS with
 * the first one's fields).
 */
export async function openEntry(page: Page, collection: string, entry: string) {
  await openCms(page, `/collections/${collection}/entries/${entry}`)
}

/** In an open entry: deletes it, every language's file with it, and waits until `files` are gone. */
export async function deleteEntry(page: Page, files: readonly string[]) {
  page.once('dialog', (dialog) => dialog.accept())
  await page.getByRole('button', { name: 'Delete entry' }).click()
  await expect.poll(() => files.filter((file) => fs.existsSync(path.join(root, file)))).toEqual([])
}

/** A translated entry opens with its two languages side by side; the preview button puts the preview in the second one's place. */
export async function showPreview(page: Page): Promise<FrameLocator> {
  await page.getByRole('textbox').first().waitFor()
  await page.getByRole('button', { name: 'Toggle preview' }).click()
  return page.frameLocator('#preview-pane')
}

export async function publish(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click()
  await page.getByText('Publish now').click()
}
