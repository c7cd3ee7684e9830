/**
 * Renders the home page's contact card (heading, form, shared copy from
 * content/) on a page of either language, as wrapPageElement gives it its
 * copy, and answers its POST to /api/contact with a fetch stand-in, since
 * jsdom has no fetch. The form token is given at once (the token's own
 * behaviour, its wait included: __tests__/lib/form/form-token-client.test.ts),
 * so every post here is a valid lead's.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import arabicHome from '../../content/ar/home.json'
import englishHome from '../../content/en/home.json'
import site from '../../content/site.json'
import ContactCard from '../../src/components/contact/contact-card'
import type { AdPlatform } from '../../src/lib/conversions/platforms'
import type { Locale } from '../../src/lib/i18n/locales'
import { PAGE_COPY, onPage } from './page-copy'

type Answer = { status: number; body?: unknown }

/** The token every post from the form carries here. */
export const FORM_TOKEN = 'form-token-from-the-stand-in'

jest.mock('../../src/lib/form/form-token-client', () => ({
  prepareToken: () => undefined,
  dropToken: () => undefined,
  readyToken: async () => 'form-token-from-the-stand-in',
  waitAsAsked: async () => undefined,
}))

const HOME = { en: englishHome, ar: arabicHome }

/** The words a visitor sees on the page in `locale`, from content/, so an editor's change keeps the tests true. */
export const copyIn = (locale: Locale) => ({
  ...PAGE_COPY[locale].form,
  sendLabel: HOME[locale].contact.submitLabel,
  email: site.contactEmail,
})

/** The English page's words. */
export const copy = copyIn('en')

/** The home page's contact card as the page in `locale` renders it, built with `adPlatforms` configured (none by default). */
export function homeContactCard(locale: Locale = 'en', adPlatforms: readonly AdPlatform[] = []) {
  const { contact } = HOME[locale]
  return onPage(<ContactCard formId="home" heading={contact.heading} intro={contact.intro} submitLabel={contact.submitLabel} />, locale, '/', adPlatforms)
}

afterEach(() => {
  delete (global as Partial<typeof global>).fetch
})

/** Answers every POST with `answer`; pass a promise to hold the request open. */
export function answerContact(answer: Answer | Promise<Answer> | Error) {
  const fetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    if (answer instanceof Error) throw answer
    const { status, body } = await answer
    return { status, json: async () => body } as Response
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return fetchMock
}

/** A request held open until `settle` answers it, to see the form meanwhile. */
export function holdContact() {
  let settle: (answer: Answer) => void = () => undefined
  const answer = new Promise<Answer>((resolve) => {
    settle = resolve
  })
  return { fetchMock: answerContact(answer), settle }
}

export function renderContactForm(locale: Locale = 'en', adPlatforms: readonly AdPlatform[] = []) {
  const user = userEvent.setup()
  const words = copyIn(locale)
  const { container } = render(homeContactCard(locale, adPlatforms))
  const name = screen.getByRole('textbox', { name: words.nameLabel })
  const submit = () => user.click(screen.getByRole('button', { name: words.sendLabel }))
  return { user, name, phone: () => screen.getByLabelText(words.phoneLabel), submit, form: () => container.querySelector('form') }
}
