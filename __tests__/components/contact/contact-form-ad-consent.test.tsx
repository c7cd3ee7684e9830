/**
 * The ad consent box: on a site built with an ad platform configured, every
 * form asks, with one optional box never ticked for the visitor, whether
 * that platform may be told of the lead; its label names the platforms,
 * the line under it says what they get and links to the privacy notice.
 * Built with none, no form asks. What the visitor chose is sent, and kept
 * through every correction.
 */
import { TextEncoder } from 'node:util'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot, type Root } from 'react-dom/client'
import { AD_PLATFORMS } from '../../../src/lib/conversions/platforms'
import { answerContact, copyIn, homeContactCard, renderContactForm } from '../../support/contact-form'
import { PAGE_COPY } from '../../support/page-copy'
import validation from '../../../content/en/validation.json'

const english = copyIn('en')
const arabic = copyIn('ar')
const privacyLink = PAGE_COPY.en.layout.privacyLinkLabel

const sentBody = (fetchMock: ReturnType<typeof answerContact>) => JSON.parse(String(fetchMock.mock.calls[0][1].body))

describe('built without an ad platform', () => {
  test('the form has no box, and sends no answer to a question it did not ask', async () => {
    const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
    const page = renderContactForm('en', [])
    expect(screen.queryByRole('checkbox')).toBeNull()
    await page.user.type(page.name, 'Amira Haddad')
    await page.user.type(page.phone(), '050 123 4567')
    await page.submit()
    await screen.findByRole('heading', { name: english.thankYouHeading })
    expect(sentBody(fetchMock)).not.toHaveProperty('adConsent')
  })
})

describe('built with Meta configured', () => {
  test('the form has one box, unticked, named adConsent, labelled with Meta and why, described by what is sent', () => {
    renderContactForm('en', ['meta'])
    const box = screen.getByRole('checkbox', { name: 'Tell Meta (Facebook, Instagram) when my enquiry came from their ad, so you can measure your ads.' })
    expect(screen.getAllByRole('checkbox')).toEqual([box])
    expect(box).not.toBeChecked()
    expect(box).toHaveAttribute('name', 'adConsent')
    // Without a value, a browser posts a ticked box as adConsent=on.
    expect(box).not.toHaveAttribute('value')
    expect(box).not.toBeRequired()
    expect(box).toHaveAccessibleDescription(`${english.adConsent.details} With Meta (Facebook, Instagram), the internet address and browser you sent the form from are shared too. ${privacyLink}`)
    // SHA-256 with a non-breaking hyphen: a line never ends inside it.
    expect(english.adConsent.details).toMatch(/click id.*one-way code \(SHA\u2011256\)/)
  })

  test("the line under it links to the privacy notice's section on ad platforms", () => {
    renderContactForm('en', ['meta'])
    const details = screen.getByText(english.adConsent.details, { exact: false })
    expect(within(details).getByRole('link', { name: privacyLink })).toHaveAttribute('href', '/privacy/#ad-platforms')
  })

  test('ticked, it is sent as "adConsent": true; left alone, as false', async () => {
    for (const tick of [true, false]) {
      const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
      const page = renderContactForm('en', ['meta'])
      await page.user.type(page.name, 'Amira Haddad')
      await page.user.type(page.phone(), '050 123 4567')
      if (tick) await page.user.click(screen.getByRole('checkbox'))
      await page.submit()
      await screen.findByRole('heading', { name: english.thankYouHeading })
      expect(sentBody(fetchMock).adConsent).toBe(tick)
      document.body.innerHTML = ''
    }
  })

  test('a correction keeps the tick and the typing, and the error stays by its field', async () => {
    const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
    const page = renderContactForm('en', ['meta'])
    await page.user.type(page.name, 'Amira Haddad')
    await page.user.click(screen.getByRole('checkbox'))
    await page.submit()
    // No number: the phone field says so, nothing else changes.
    expect(page.phone()).toHaveAccessibleDescription(expect.stringContaining(validation.phoneRequired))
    expect(page.phone()).toBeInvalid()
    expect(screen.getByRole('checkbox')).toBeChecked()
    expect(screen.getByRole('checkbox')).toBeValid()
    expect(page.name).toHaveValue('Amira Haddad')
    expect(fetchMock).not.toHaveBeenCalled()

    await page.user.type(page.phone(), '050 123 4567')
    await page.submit()
    await screen.findByRole('heading', { name: english.thankYouHeading })
    expect(sentBody(fetchMock)).toMatchObject({ name: 'Amira Haddad', adConsent: true })
  })

  test('reached by the keyboard from the phone number, and ticked with the space bar', async () => {
    const page = renderContactForm('en', ['meta'])
    act(() => page.phone().focus())
    expect(page.phone()).toHaveFocus()
    await page.user.tab()
    expect(screen.getByRole('checkbox')).toHaveFocus()
    await page.user.keyboard(' ')
    expect(screen.getByRole('checkbox')).toBeChecked()
  })
})

test('built with every platform, the label names them all as English joins a list, and the line under it those that take the address and browser', () => {
  renderContactForm('en', AD_PLATFORMS)
  const box = screen.getByRole('checkbox', { name: /^Tell Google, Meta \(Facebook, Instagram\), and Snapchat when/ })
  expect(box).not.toBeChecked()
  expect(box).toHaveAccessibleDescription(`${english.adConsent.details} With Meta (Facebook, Instagram) and Snapchat, the internet address and browser you sent the form from are shared too. ${privacyLink}`)
})

test('built with Google only, the box names Google only, and says nothing of an address or browser, which Google is not sent', () => {
  renderContactForm('en', ['google'])
  const box = screen.getByRole('checkbox', { name: /^Tell Google when/ })
  expect(box).toHaveAccessibleDescription(`${english.adConsent.details} ${privacyLink}`)
  expect(english.adConsent.details).not.toMatch(/Meta|Snapchat|internet address|browser/)
  expect(english.adConsent.details).toMatch(/later, how it went \(qualified, a meeting booked, or a customer, with the value\)/)
})

test('on the Arabic page, the label and the line under it are in Arabic, the names joined with و', () => {
  renderContactForm('ar', ['google', 'snapchat'])
  const box = screen.getByRole('checkbox', { name: 'أبلغوا جوجل وسناب شات إذا جاء طلبي من إعلاناتها، لتقيسوا نتائج إعلاناتكم.' })
  expect(box).not.toBeChecked()
  expect(box).toHaveAccessibleDescription(`${arabic.adConsent.details} ومع سناب شات نشارك كذلك عنوان الإنترنت والمتصفح اللذين أرسلت منهما النموذج. ${PAGE_COPY.ar.layout.privacyLinkLabel}`)
  expect(arabic.adConsent.details).not.toMatch(/ميتا|سناب/)
})

describe('before the scripts run', () => {
  // react-dom/server's streaming half needs TextEncoder, which jsdom lacks.
  Object.assign(globalThis, { TextEncoder })
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { renderToString } = require('react-dom/server') as typeof import('react-dom/server')
  let root: Root | undefined
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ''
  })

  test('a box ticked in the server-rendered form stays ticked when the scripts take over, and is sent', async () => {
    const card = homeContactCard('en', ['meta'])
    const container = document.createElement('div')
    // React warns, in jsdom only, that layout effects cannot run on a server (contact-form-before-scripts.test.tsx).
    jest.mocked(console.error).mockImplementation(() => undefined)
    container.innerHTML = renderToString(card)
    jest.mocked(console.error).mockRestore()
    document.body.append(container)
    const control = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLInputElement
    control('name').value = 'Omar Saleh'
    control('phone').value = '050 123 4567'
    control('adConsent').click()
    const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
    await act(async () => {
      root = hydrateRoot(container, card)
    })

    expect(screen.getByRole('checkbox')).toBeChecked()
    await userEvent.setup().click(screen.getByRole('button', { name: english.sendLabel }))
    await screen.findByRole('heading', { name: english.thankYouHeading })
    expect(sentBody(fetchMock)).toMatchObject({ name: 'Omar Saleh', adConsent: true })
  })
})
