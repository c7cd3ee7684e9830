/**
 * An island's HTML carries what the browser needs to start it alone
 * (src/components/islands/island.tsx): its name, when it starts, and props
 * from which React, given only the island's element, draws the very same
 * markup (a hydration without a single mismatch; the test setup fails on
 * any warning React logs).
 */
import { TextEncoder } from 'node:util'
import { act } from '@testing-library/react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { onPage } from '../../support/page-copy'
import Island from '../../../src/components/islands/island'
import { ISLANDS, type IslandName, type IslandProps } from '../../../src/components/islands/islands'
import { ISLAND_ATTRIBUTES } from '../../../src/components/islands/island-attributes'

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
function serverIsland(name: IslandName) {
  // Rendering "on the server" inside jsdom, React sees a window and warns that
  // layout effects cannot run on a server; the real server has no window
  // (src/components/contact/use-browser-layout-effect.ts). Nothing else may be logged.
  const consoleError = jest.mocked(console.error).mockImplementation(() => undefined)
  document.body.innerHTML = renderToString(onPage(<Island name={name} props={EXAMPLES[name] as never} />))
  expect(consoleError.mock.calls.map(([message]) => String(message)).filter((message) => !message.startsWith('Warning: useLayoutEffect does nothing on the server'))).toEqual([])
  consoleError.mockClear()
  return document.body.firstElementChild as HTMLElement
}

for (const name of Object.keys(EXAMPLES) as IslandName[]) {
  test(`the ${name} island names itself, says when it starts, and React starts it alone from its props`, async () => {
    const element = serverIsland(name)
    expect(element.getAttribute(ISLAND_ATTRIBUTES.name)).toBe(name)
    expect(element.getAttribute(ISLAND_ATTRIBUTES.hydrate)).toBe(ISLANDS[name].hydrate)
    const props = JSON.parse(element.getAttribute(ISLAND_ATTRIBUTES.props) ?? '') as object
    expect(props).toEqual(EXAMPLES[name])
    const served = element.innerHTML
    const Component = ISLANDS[name].component as React.ComponentType<object>
    await act(async () => {
      root = hydrateRoot(element, onPage(<Component {...props} />))
    })
    expect(element.innerHTML).toBe(served)
  })
}

test("a landing page's hidden fields are sent with the form", () => {
  const form = serverIsland('contact-form').querySelector('form')!
  expect(new FormData(form).get('page')).toBe('spring-offer')
  expect(new FormData(form).get('campaign')).toBe('spring')
})
