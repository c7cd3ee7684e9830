/**
 * The CMS is a page of its own: the public pages, in both languages, ask
 * for nothing under /admin/ while they load and start (its scripts are no
 * part of Gatsby's bundles).
 */
import { CMS_PATH } from '../../gatsby/cms/page'
import { expect, test } from './support/fixtures'
import { visit } from './support/quality'

for (const address of ['/', '/ar/']) {
  test(`${address} loads its scripts and nothing of the CMS`, async ({ page }) => {
    const requested: URL[] = []
    page.on('request', (request) => requested.push(new URL(request.url())))
    await visit(page, address)
    expect(requested.filter((url) => url.pathname.endsWith('.js')).length).toBeGreaterThan(0)
    expect(requested.filter((url) => url.pathname.startsWith(CMS_PATH)).map(String)).toEqual([])
  })
}
