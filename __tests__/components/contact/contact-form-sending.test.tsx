/**
 * The contact form sending a valid request: what it posts to /api/contact,
 * what the visitor sees while waiting, the thank-you once the lead is
 * stored, and the way out by e-mail when it is not. (Typing mistakes:
 * contact-form-errors.test.tsx.)
 */
import { fireEvent, screen } from '@testing-library/react'
import type * as Store from '../../../src/lib/attribution/attribution-store'
import { answerContact, copy, holdContact, renderContactForm, FORM_TOKEN } from '../../support/contact-form'

/**
 * The visit's first page, remembered by an earlier page load: the store's
 * scripts start afresh there, so what it keeps in memory ends with that page
 * and only sessionStorage carries the visit to the form's page.
 */
function firstPageWas(path: string) {
  window.history.replaceState(null, '', path)
  jest.isolateModules(() => jest.requireActual<typeof Store>('../../../src/lib/attribution/attribution-store').rememberVisit())
}

// Whatever a test did, the next one starts on the home page with no visit remembered.
afterEach(() => {
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

async function fillIn() {
  const page = renderContactForm()
  await page.user.type(page.name, 'Amira Haddad')
  await page.user.type(page.phone(), '050 123 4567')
  return page
}

const thanks = () => screen.findByRole('heading', { name: copy.thankYouHeading })

test('a valid request is posted as JSON to /api/contact', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { submit } = await fillIn()
  await submit()
  await thanks()

  expect(fetchMock).toHaveBeenCalledTimes(1)
  const [url, init] = fetchMock.mock.calls[0]
  expect(url).toBe('/api/contact')
  expect(init.method).toBe('POST')
  expect(JSON.parse(String(init.body))).toEqual({
    name: 'Amira Haddad',
    phone: '+971501234567',
    phoneCountry: 'AE',
    form: 'home',
    language: 'en',
    // The anti-bot fields: the honeypot left empty, and the form token the server gave.
    website: '',
    token: FORM_TOKEN,
    // Where the visit came from: nothing remembered in this test, and the form's page.
    source: { formPage: '/' },
  })
})

test('the request says where the visit came from: its first page and the page the form is on', async () => {
  firstPageWas('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=TEST123')
  window.history.replaceState(null, '', '/ourservices/')
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { submit } = await fillIn()
  await submit()
  await thanks()
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body)).source).toEqual({
    utmSource: 'newsletter',
    utmMedium: 'email',
    utmCampaign: 'spring',
    gclid: 'TEST123',
    landingPage: '/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&gclid=TEST123',
    formPage: '/ourservices/',
  })
})

test('while the request is on its way the button says Sending… and cannot be pressed again', async () => {
  const { fetchMock, settle } = holdContact()
  const { user, name, submit } = await fillIn()
  await submit()

  const sending = screen.getByRole('button', { name: copy.sendingLabel })
  expect(sending).toHaveAttribute('aria-disabled', 'true')
  expect(sending).toHaveAttribute('aria-busy', 'true')
  // The keyboard focus stays on the button rather than falling to the page.
  expect(sending).toHaveFocus()
  await user.click(sending)
  await user.type(name, '{Enter}')
  expect(fetchMock).toHaveBeenCalledTimes(1)

  settle({ status: 201, body: { ok: true, id: 'lead-1' } })
  expect(await thanks()).toBeInTheDocument()
})

test('once the lead is stored the form gives way to a thank-you, announced and focused', async () => {
  answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { submit } = await fillIn()
  await submit()

  const heading = await thanks()
  expect(screen.getByRole('status')).toHaveTextContent(`${copy.thankYouHeading}${copy.thankYouText}`)
  expect(heading).toHaveFocus()
  expect(screen.queryByRole('textbox', { name: copy.nameLabel })).not.toBeInTheDocument()
})

test('a server failure shows an alert with the e-mail address and keeps what was typed', async () => {
  const { settle } = holdContact()
  const { name, phone, submit } = await fillIn()
  await submit()
  expect(screen.getByRole('button', { name: copy.sendingLabel })).toBeInTheDocument()
  settle({ status: 500, body: { ok: false, message: 'We could not record your details. Please try again.' } })

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(
    `We could not record your details. Please try again. ${copy.fallbackText} ${copy.email}.`,
  )
  // The e-mail link carries what the visitor typed, ready to send.
  const mailto = new URL(screen.getByRole('link', { name: copy.email }).getAttribute('href') ?? '')
  expect(mailto.protocol + mailto.pathname).toBe(`mailto:${copy.email}`)
  expect(mailto.searchParams.get('body')).toContain('Amira Haddad')
  expect(mailto.searchParams.get('body')).toContain('+971501234567')
  expect(name).toHaveValue('Amira Haddad')
  expect(phone()).toHaveValue('050 123 4567')
  expect(screen.getByRole('button', { name: copy.sendLabel })).toHaveFocus()
})

test('a network failure apologises in the words of the form copy', async () => {
  answerContact(new TypeError('Failed to fetch'))
  const { user, phone } = await fillIn()
  await user.type(phone(), '{Enter}')

  expect(await screen.findByRole('alert')).toHaveTextContent(`${copy.failureText} ${copy.fallbackText} ${copy.email}.`)
  expect(screen.queryByRole('status')).toBeEmptyDOMElement()
  // A keyboard visitor who pressed Enter is taken to the button, to try again.
  expect(screen.getByRole('button', { name: copy.sendLabel })).toHaveFocus()
})

test('when the connection drops before the sending code has loaded, the same apology appears', async () => {
  // The code that posts the form loads when the visitor reaches for it.
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  jest.doMock('../../../src/lib/form/contact-client', () => {
    throw new Error('Loading chunk contact-client failed')
  })
  try {
    const { user, phone } = await fillIn()
    await user.type(phone(), '{Enter}')

    expect(await screen.findByRole('alert')).toHaveTextContent(`${copy.failureText} ${copy.fallbackText} ${copy.email}.`)
    expect(fetchMock).not.toHaveBeenCalled()
  } finally {
    jest.dontMock('../../../src/lib/form/contact-client')
  }
})

test('after a failure the visitor can simply send again', async () => {
  answerContact({ status: 500, body: { ok: false, message: 'Please try again.' } })
  const { submit } = await fillIn()
  await submit()
  await screen.findByRole('alert')

  answerContact({ status: 201, body: { ok: true, id: 'lead-2' } })
  await submit()
  expect(await thanks()).toBeInTheDocument()
  expect(screen.queryByRole('alert')).not.toBeInTheDocument()
})

// The "already sending" guard starts with the press itself: a second press
// while the rules are still loading (slow network, impatient visitor) must
// not send the agency the same lead twice.
test('pressing send twice before the first press is answered sends one request', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  await fillIn()
  const button = screen.getByRole('button', { name: copy.sendLabel })
  // Two presses in one go: both land before the import can resolve.
  fireEvent.click(button)
  fireEvent.click(button)
  await thanks()
  expect(fetchMock).toHaveBeenCalledTimes(1)
})
