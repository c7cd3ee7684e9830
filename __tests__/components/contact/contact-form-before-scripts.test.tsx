/**
 * A visitor on a slow phone starts typing into the server-rendered form
 * before the page's scripts have run. When React takes the form over, what
 * they typed and the country they chose are kept, and sent.
 */
import { TextEncoder } from 'node:util'
import { startTransition } from 'react'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { answerContact, copy, homeContactCard } from '../../support/contact-form'

// react-dom/server's streaming half needs TextEncoder, which jsdom lacks.
Object.assign(globalThis, { TextEncoder })
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')

const card = homeContactCard()

let root: Root | undefined
afterEach(() => {
  act(() => root?.unmount())
  document.body.innerHTML = ''
})

/** The page as the server sent it, typed into before any script ran. */
function serverFormTypedInto(fields: { name: string; phone: string; country: string }) {
  const container = document.createElement('div')
  // Rendering "on the server" inside jsdom, React sees a window and warns that
  // layout effects cannot run on a server; the real server has no window, and
  // skips them (src/components/contact/use-browser-layout-effect.ts). Nothing else may be logged.
  const consoleError = jest.mocked(console.error).mockImplementation(() => undefined)
  container.innerHTML = renderToString(card)
  const logged = consoleError.mock.calls.map(([message]) => String(message))
  expect(logged).toEqual(logged.map(() => expect.stringMatching(/^Warning: useLayoutEffect does nothing on the server/)))
  consoleError.mockClear()
  document.body.append(container)
  const control = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement | HTMLSelectElement
  control('name').value = fields.name
  control('phone').value = fields.phone
  control('phoneCountry').value = fields.country
  return container
}

test('what was typed before hydration stays in the fields and is sent', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const container = serverFormTypedInto({ name: 'Omar Saleh', phone: '050 123 4567', country: 'SA' })
  await act(async () => {
    root = hydrateRoot(container, card)
  })

  expect(screen.getByRole('textbox', { name: copy.nameLabel })).toHaveValue('Omar Saleh')
  await userEvent.setup().click(screen.getByRole('button', { name: copy.sendLabel }))

  await screen.findByRole('heading', { name: copy.thankYouHeading })
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({
    name: 'Omar Saleh',
    phone: '050 123 4567',
    phoneCountry: 'SA',
  })
})

// The plain select lists the Gulf states only; a number from anywhere else
// is typed with its + and country code, which the server reads without a country.
test('a number from a country the plain list leaves out is sent with its own code', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const container = serverFormTypedInto({ name: 'Oliver Grant', phone: '+447400123456', country: '' })
  await act(async () => {
    root = hydrateRoot(container, card)
  })

  expect(screen.getByRole('combobox', { name: copy.countryLabel })).toHaveDisplayValue(copy.otherCountryLabel)
  await userEvent.setup().click(screen.getByRole('button', { name: copy.sendLabel }))

  await screen.findByRole('heading', { name: copy.thankYouHeading })
  // The number names its country; the phone library, if it came in the meantime, reads it too.
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ name: 'Oliver Grant', phone: '+447400123456', phoneCountry: expect.stringMatching(/^(GB)?$/) })
})

// The islands hydrate in a transition (src/components/islands/hydrate-island.tsx):
// a press that comes while React is taking the form over makes it finish at
// once, and the press is handled straight after, in the same task.
test('a press while React takes the form over sends what was typed before', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const container = serverFormTypedInto({ name: 'Omar Saleh', phone: '050 123 4567', country: 'AE' })
  const send = container.querySelector('button[type="submit"]') as HTMLButtonElement
  await act(async () => {
    startTransition(() => {
      root = hydrateRoot(container, card)
    })
    send.click()
  })

  await screen.findByRole('heading', { name: copy.thankYouHeading })
  expect(fetchMock).toHaveBeenCalledTimes(1)
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({ name: 'Omar Saleh', phone: '050 123 4567', phoneCountry: 'AE' })
})
