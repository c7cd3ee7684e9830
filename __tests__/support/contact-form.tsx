/**
 * Renders the home page's contact card (heading, form, shared copy from
 * content/) and answers its POST to /api/contact with a fetch stand-in,
 * since jsdom has no fetch.
 */
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import form from '../../content/form.json'
import home from '../../content/home.json'
import site from '../../content/site.json'
import ContactCard from '../../src/components/contact-card'

type Answer = { status: number; body?: unknown }

/** The words the visitor sees, from content/, so an editor's change keeps the tests true. */
export const copy = { ...form, sendLabel: home.contact.submitLabel, email: site.contactEmail }

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

export function renderContactForm() {
  const user = userEvent.setup()
  render(
    <ContactCard formId="home" heading={home.contact.heading} intro={home.contact.intro} submitLabel={home.contact.submitLabel} />,
  )
  const name = screen.getByRole('textbox', { name: copy.nameLabel })
  const submit = () => user.click(screen.getByRole('button', { name: copy.sendLabel }))
  return { user, name, phone: () => screen.getByLabelText(copy.phoneLabel), submit }
}
