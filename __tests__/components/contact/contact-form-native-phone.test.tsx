/**
 * The contact form when the phone library (react-phone-number-input, loaded
 * on demand) cannot be loaded: the plain country select and number input it
 * would have replaced still work, and the server gets what was typed.
 */
import { screen } from '@testing-library/react'
import { answerContact, copy, renderContactForm, FORM_TOKEN } from '../../support/contact-form'
import { englishWords as words } from '../../support/contact-messages'

jest.mock('react-phone-number-input/core', () => {
  throw new Error('Loading chunk phone-input failed.')
})

test('the plain fields send the number as typed, with the chosen country', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Omar Saleh')
  await user.selectOptions(screen.getByRole('combobox', { name: copy.countryLabel }), 'Saudi Arabia')
  await user.type(phone(), '050 123 4567')
  await submit()

  expect(await screen.findByRole('heading', { name: copy.thankYouHeading })).toBeInTheDocument()
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toEqual({
    name: 'Omar Saleh',
    phone: '050 123 4567',
    phoneCountry: 'SA',
    form: 'home',
    language: 'en',
    // The anti-bot fields: the honeypot left empty, and the form token the server gave.
    website: '',
    token: FORM_TOKEN,
    source: { formPage: '/' },
  })
})

test('the plain list offers the Gulf states, and any other country by its code', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm()
  const country = screen.getByRole('combobox', { name: copy.countryLabel }) as HTMLSelectElement
  expect([...country.options].map((option) => option.textContent)).toEqual([
    'Bahrain',
    'Kuwait',
    'Oman',
    'Qatar',
    'Saudi Arabia',
    'United Arab Emirates',
    copy.otherCountryLabel,
  ])
  await user.type(name, 'Oliver Grant')
  await user.selectOptions(country, copy.otherCountryLabel)
  await user.type(phone(), '07400 123456')
  await submit()

  // Without its code, a number from another country cannot be read: the visitor is told how to write it.
  expect(phone()).toHaveAccessibleDescription(expect.stringContaining(words.invalidCountry))
  expect(fetchMock).not.toHaveBeenCalled()
})

test('the plain fields are checked by the same rules', async () => {
  answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Oliver Grant')
  await user.type(phone(), '07400 123456')
  await submit()

  expect(phone()).toHaveAccessibleDescription(
    expect.stringContaining(words.invalidNumberForCountry.replace('{country}', 'United Arab Emirates')),
  )
  expect(phone()).toHaveFocus()
  expect(global.fetch).not.toHaveBeenCalled()
})
