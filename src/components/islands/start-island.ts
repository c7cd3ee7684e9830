/**
 * Starts one island once one of its triggers has fired (start-islands.ts):
 * it fetches its own component's chunk (island-registry.ts), React
 * (hydrate-island.tsx) and its language's copy file (the header, footer and
 * form words, one hashed JSON file per language, cached for every page), then
 * React takes the island's server HTML over. An island has everything else
 * it needs in its element (island.tsx): its props and the page's context. A
 * chunk or copy that fails to arrive is reported on the console and leaves
 * the server's HTML as it is.
 */
import { COPY_FILES } from './copy-files'
import type { EarlyPress } from './early-press'
import type { IslandPage } from './island'
import type { IslandLoader } from './island-registry'
import type { LayoutCopy, FormCopy, PageCopy } from '../i18n/page-copy'
import type { StaticAnswers } from '../i18n/static-queries'
import { ISLAND_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { isLocale } from '../../lib/i18n/locales'

type Copy = { layout: LayoutCopy; form: FormCopy; staticQueries: StaticAnswers }

const copies = new Map<string, Promise<Copy>>()

/** A language's shared copy, fetched once per page (and cached by the browser across pages: its name changes with it). */
function loadCopy(locale: keyof typeof COPY_FILES): Promise<Copy> {
  const address = COPY_FILES[locale]
  let copy = copies.get(address)
  if (!copy) {
    copy = fetch(address).then((response) => (response.ok ? (response.json() as Promise<Copy>) : Promise.reject(new Error(`${address}: ${response.status}`))))
    // A failed fetch is not kept: the next island to start asks again.
    copy.catch(() => copies.delete(address))
    copies.set(address, copy)
  }
  return copy
}

/** The page's context, as island.tsx wrote it on the island's element. */
function pageOf(element: HTMLElement): IslandPage {
  const page = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.page) ?? 'null') as Partial<IslandPage> | null
  if (!page || !isLocale(page.locale) || typeof page.originalPath !== 'string') throw new Error(`the island has no page context in ${ISLAND_ATTRIBUTES.page}`)
  return page as IslandPage
}

export async function startIsland(element: HTMLElement, name: string, load: IslandLoader, early: EarlyPress) {
  try {
    const page = pageOf(element)
    const [{ default: component }, { hydrateIsland }, copy] = await Promise.all([load(), import('./hydrate-island'), loadCopy(page.locale)])
    const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '{}') as object
    const { staticQueries, ...words } = copy
    const pageCopy: PageCopy = { adPlatforms: [], ...page, ...words }
    early.stop()
    hydrateIsland(element, component, props, pageCopy, staticQueries, early.pressAgain)
  } catch (error) {
    early.giveUp()
    console.error(`The ${name} island did not start: its code or copy did not arrive (the page keeps the server's HTML).`, error)
  }
}
