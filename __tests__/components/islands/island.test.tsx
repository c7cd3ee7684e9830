/**
 * An island's HTML carries what the browser needs to start it alone
 * (src/components/islands/island.tsx): its name, when it starts, its props
 * and the page's context, from which React, given only the island's
 * element and its language's copy file (gatsby/browser/island-copy.ts),
 * draws the very same markup (a hydration without a single mismatch; the
 * test setup fails on any warning React logs). Its entry loads the very
 * component the server drew, and props that are not JSON values fail
 * type-checking (tsc covers __tests__/).
 */
import type { ComponentType } from 'react'
import { TextEncoder } from 'node:util'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { onPage } from '../../support/page-copy'
import { islandCopy } from '../../../gatsby/browser/island-copy'
import { PageCopyProvider, type PageCopy } from '../../../src/components/i18n/page-copy'
import Island, { ISLAND_COMPONENTS } from '../../../src/components/islands/island'
import { ISLANDS, island, type IslandName, type IslandProps } from '../../../src/components/islands/island-registry'
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
  'program-steps': {
    steps: [
      { number: 1, title: 'Listen', text: 'We hear your story.' },
      { number: 2, title: 'Plan', text: 'We write the plan.' },
    ],
  },
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
  const copy = { ...page, ...islandCopy(page.locale) } as PageCopy
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
      expect(element.getAttribute(ISLAND_ATTRIBUTES.hydrate)).toBe(ISLANDS[name].hydrate)
      expect(JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '')).toEqual(EXAMPLES[name])
      expect(JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.page) ?? '')).toEqual({ locale, originalPath: '/ourstory/' })
      const served = element.innerHTML
      const { default: Component } = (await ISLANDS[name].load()) as { default: ComponentType<object> }
      await act(async () => {
        root = hydrateRoot(element, startAlone(element, Component))
      })
      expect(element.innerHTML).toBe(served)
    })
  }
}

test('each entry loads the very component the server draws for that island', async () => {
  const loaded = await Promise.all((Object.keys(ISLANDS) as IslandName[]).map(async (name) => [name, (await ISLANDS[name].load()).default]))
  expect(Object.fromEntries(loaded)).toEqual(ISLAND_COMPONENTS)
  for (const [name, component] of loaded as [IslandName, unknown][]) expect(component).toBe(ISLAND_COMPONENTS[name])
})

test('an island whose props are not JSON values fails type-checking: a function, a Date, a nested function', () => {
  const ByFunction = ({ onDone }: { onDone: () => void }) => <button onClick={onDone}>Done</button>
  const ByDate = ({ when }: { when: Date }) => <time>{when.toISOString()}</time>
  const Nested = ({ steps }: { steps: { title: string; render: () => string }[] }) => <p>{steps.length}</p>
  const Plain = ({ title, count, tags }: { title: string; count?: number; tags: string[] }) => <p>{`${title}${count ?? 0}${tags.join()}`}</p>
  // @ts-expect-error a function prop would not survive JSON in the page's HTML
  const byFunction = island({ load: async () => ({ default: ByFunction }), hydrate: 'visible' })
  // @ts-expect-error a Date becomes a string in JSON
  const byDate = island({ load: async () => ({ default: ByDate }), hydrate: 'visible' })
  // @ts-expect-error a function inside a list is lost as well
  const nested = island({ load: async () => ({ default: Nested }), hydrate: 'idle' })
  const plain = island({ load: async () => ({ default: Plain }), hydrate: 'idle' })
  expect([byFunction, byDate, nested, plain]).toHaveLength(4)
})

test("a landing page's hidden fields are sent with the form", () => {
  const form = serverIsland('contact-form').querySelector('form')!
  expect(new FormData(form).get('page')).toBe('spring-offer')
  expect(new FormData(form).get('campaign')).toBe('spring')
})
