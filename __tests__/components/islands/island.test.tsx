/**
 * An island's HTML carries what the browser needs to start it alone
 * (src/components/islands/island.tsx): its name, when it starts, its props
 * and the page's context, from which React, given only the island's
 * element and its language's copy file (gatsby/browser/island-copy.ts),
 * draws the very same markup (a hydration without a single mismatch; the
 * test setup fails on any warning React logs). The browser's registry,
 * generated from the same table (gatsby/browser/island-registry-source.ts),
 * loads the very component the server drew, and props that are not JSON
 * values fail type-checking (tsc covers __tests__/).
 */
import type { ComponentType } from 'react'
import { TextEncoder } from 'node:util'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { onPage } from '../../support/page-copy'
import { islandCopy } from '../../../gatsby/browser/island-copy'
import { PageCopyProvider, type PageCopy } from '../../../src/components/i18n/page-copy'
import { islandModules } from '../../../gatsby/browser/island-registry-source'
import Island from '../../../src/components/islands/island'
import { ISLAND_TABLE, island, type IslandName, type IslandProps } from '../../../src/components/islands/island-table'
import { ISLAND_ATTRIBUTES } from '../../../src/lib/islands/island-attributes'
import type { Locale } from '../../../src/lib/i18n/locales'

// react-dom/server's streaming half needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')

/** Each island as a page renders it, with props of its own. */
const EXAMPLES: { [N in IslandName]: IslandProps<N> } = {
  'contact-form': { formId: 'landing', submitLabel: 'Call me', hiddenFields: { page: 'spring-offer', campaign: 'spring' } },
  'form-link': { label: 'Tell us', targetId: 'home-contact', nameFieldId: 'home-name' },
  'header-menu': {},
}

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  root = undefined
  document.body.innerHTML = ''
})

/** The island's element as the server wrote it into the page. */
function serverIsland(name: IslandName, locale: Locale = 'en', originalPath = '/') {
  // Rendering "on the server" inside jsdom, React sees a window and warns that
  // layout effects cannot run on a server; the real server has no window
  // (src/components/contact/use-browser-layout-effect.ts). Nothing else may be logged.
  const consoleError = jest.mocked(console.error).mockImplementation(() => undefined)
  document.body.innerHTML = renderToString(onPage(<Island name={name} props={EXAMPLES[name] as never} />, locale, originalPath))
  expect(consoleError.mock.calls.map(([message]) => String(message)).filter((message) => !message.startsWith('Warning: useLayoutEffect does nothing on the server'))).toEqual([])
  consoleError.mockClear()
  return document.body.firstElementChild as HTMLElement
}

/** What the browser has to start the island: its element's attributes and its language's copy file. */
function startAlone(element: HTMLElement, Component: ComponentType<object>) {
  const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '') as object
  const page = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.page) ?? '') as Pick<PageCopy, 'locale' | 'originalPath'>
  const { layout, form } = islandCopy(page.locale)
  const copy = { ...page, layout, form } as PageCopy
  return (
    <PageCopyProvider copy={copy}>
      <Component {...props} />
    </PageCopyProvider>
  )
}

for (const locale of ['en', 'ar'] as const) {
  for (const name of Object.keys(EXAMPLES) as IslandName[]) {
    test(`the ${name} island (${locale}) names itself, says when it starts, and React starts it alone from its element and its language's copy file`, async () => {
      const element = serverIsland(name, locale, '/ourstory/')
      expect(element.getAttribute(ISLAND_ATTRIBUTES.name)).toBe(name)
      expect(element.getAttribute(ISLAND_ATTRIBUTES.hydrate)).toBe(ISLAND_TABLE[name].hydrate.join(' '))
      expect(JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '')).toEqual(EXAMPLES[name])
      expect(JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.page) ?? '')).toEqual({ locale, originalPath: '/ourstory/' })
      const served = element.innerHTML
      const Component = ISLAND_TABLE[name].component as ComponentType<object>
      await act(async () => {
        root = hydrateRoot(element, startAlone(element, Component))
      })
      expect(element.innerHTML).toBe(served)
    })
  }
}

test("the browser's registry, generated from the table, loads the very component the server draws for each island", async () => {
  const modules = islandModules()
  expect(modules.map(({ name }) => name)).toEqual(Object.keys(ISLAND_TABLE))
  for (const { name, module } of modules) {
    const { default: loaded } = (await import(module)) as { default: unknown }
    expect(loaded).toBe(ISLAND_TABLE[name as IslandName].component)
  }
})

test('an island whose props are not JSON values fails type-checking: a function, a Date, a nested function', () => {
  const ByFunction = ({ onDone }: { onDone: () => void }) => <button onClick={onDone}>Done</button>
  const ByDate = ({ when }: { when: Date }) => <time>{when.toISOString()}</time>
  const Nested = ({ steps }: { steps: { title: string; render: () => string }[] }) => <p>{steps.length}</p>
  const Plain = ({ title, count, tags }: { title: string; count?: number; tags: string[] }) => <p>{`${title}${count ?? 0}${tags.join()}`}</p>
  // @ts-expect-error a function prop would not survive JSON in the page's HTML
  const byFunction = island({ component: ByFunction, hydrate: ['visible'] })
  // @ts-expect-error a Date becomes a string in JSON
  const byDate = island({ component: ByDate, hydrate: ['visible'] })
  // @ts-expect-error a function inside a list is lost as well
  const nested = island({ component: Nested, hydrate: ['idle'] })
  const plain = island({ component: Plain, hydrate: ['idle', 'interaction'] })
  expect([byFunction, byDate, nested, plain]).toHaveLength(4)
})

test("a landing page's hidden fields are sent with the form", () => {
  const form = serverIsland('contact-form').querySelector('form')!
  expect(new FormData(form).get('page')).toBe('spring-offer')
  expect(new FormData(form).get('campaign')).toBe('spring')
})
