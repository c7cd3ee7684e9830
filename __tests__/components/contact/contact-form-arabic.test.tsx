/**
 * A visitor on the Arabic home page (/ar/) fills in the contact form: the
 * problems, the country list and the thank-you are in Arabic, the phone
 * number is still typed left to right, and the lead says it came from the
 * Arabic page, whether the page's script sends it or the browser posts it.
 */
import { screen, waitFor, within } from '@testing-library/react'
import { answerContact, copyIn, renderContactForm } from '../../support/contact-form'
import { UAE_IN_ARABIC, arabicWords as words } from '../../support/contact-messages'

const copy = copyIn('ar')

test('sending the empty form names both problems in Arabic, beside their fields', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { name, phone, submit } = renderContactForm('ar')
  await submit()

  expect(name).toHaveAccessibleDescription(words.nameRequired)
  expect(phone()).toHaveAccessibleDescription(`${words.phoneRequired} ${copy.phoneHint}`)
  expect(name).toHaveFocus()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('a number that is not Emirati is refused naming the country in Arabic', async () => {
  answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm('ar')
  await user.type(name, 'ليلى حداد')
  await user.type(phone(), '+971 12 345 6789')
  await submit()

  expect(phone()).toHaveAccessibleDescription(expect.stringContaining(UAE_IN_ARABIC))
  expect(phone()).toHaveAccessibleDescription(expect.stringContaining(words.invalidNumberForCountry.split('{country}')[0]))
})

test('the country list is in Arabic and the number reads left to right, before and after the phone library arrives', async () => {
  const { user, name, phone } = renderContactForm('ar')
  // Read through the DOM: role queries over 245 options take seconds in jsdom.
  const country = () => screen.getByLabelText(copy.countryLabel) as HTMLSelectElement
  const countryNames = () => [...country().options].map((option) => option.textContent)
  expect(country().selectedOptions[0]).toHaveTextContent(UAE_IN_ARABIC)
  // Before the library: the Gulf states in Arabic order, then any other country by its code.
  expect(countryNames()).toEqual([UAE_IN_ARABIC, 'البحرين', 'الكويت', 'المملكة العربية السعودية', 'عُمان', 'قطر', copy.otherCountryLabel])
  expect(phone()).toHaveAttribute('dir', 'ltr')

  // Reaching for the form brings in the library, which formats the number.
  await user.type(name, 'ليلى حداد')
  await user.type(phone(), '0501234567')
  await waitFor(() => expect(phone()).toHaveValue('050 123 4567'))
  expect(country().selectedOptions[0]).toHaveTextContent(UAE_IN_ARABIC)
  expect(countryNames()).toContain('المملكة المتحدة')
  expect(countryNames()).not.toContain('United Kingdom')
  expect(phone()).toHaveAttribute('dir', 'ltr')
})

test('a valid request is sent with its language, and the thank-you is in Arabic', async () => {
  const fetchMock = answerContact({ status: 201, body: { ok: true, id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm('ar')
  await user.type(name, 'ليلى حداد')
  await user.type(phone(), '050 123 4567')
  await submit()

  expect(await screen.findByRole('heading', { name: copy.thankYouHeading })).toHaveFocus()
  expect(JSON.parse(String(fetchMock.mock.calls[0][1].body))).toMatchObject({
    name: 'ليلى حداد',
    phone: '+971501234567',
    language: 'ar',
  })
})

test('without the script, the browser posts the language with the form', () => {
  const { form } = renderContactForm('ar')
  const posted = new FormData(form() ?? undefined)
  expect(posted.get('language')).toBe('ar')
  expect(posted.get('form')).toBe('home')
})

test('when sending fails, the apology is in Arabic and the e-mail address stays left to right', async () => {
  answerContact({ status: 502, body: { ok: false } })
  const { user, name, phone, submit } = renderContactForm('ar')
  await user.type(name, 'ليلى حداد')
  await user.type(phone(), '050 123 4567')
  await submit()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(`${copy.failureText} ${copy.fallbackText} ${copy.email}.`)
  expect(within(alert).getByRole('link', { name: copy.email })).toHaveAttribute('dir', 'ltr')
})
