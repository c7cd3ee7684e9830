/**
 * The contact form when something is wrong with what the visitor typed:
 * each problem is shown beside its field, announced with it, and focused,
 * and nothing typed is lost. (Sending and its outcomes:
 * contact-form-sending.test.tsx.)
 */
import { screen } from '@testing-library/react'
import { answerContact, copy, renderContactForm } from '../../support/contact-form'
import { englishWords as words } from '../../support/contact-messages'

const NAME_REQUIRED = words.nameRequired
const PHONE_REQUIRED = words.phoneRequired
const TOO_SHORT = words.tooShort
const HINT = copy.phoneHint

test('sending the empty form marks both fields, says why, and focuses the name', async () => {
  const fetchMock = answerContact({ status: 201, body: { id: 'lead-1' } })
  const { name, phone, submit } = renderContactForm()
  await submit()

  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(name).toHaveAccessibleDescription(NAME_REQUIRED)
  expect(phone()).toHaveAttribute('aria-invalid', 'true')
  expect(phone()).toHaveAccessibleDescription(`${PHONE_REQUIRED} ${HINT}`)
  expect(screen.getByText(NAME_REQUIRED)).toBeVisible()
  expect(screen.getByText(PHONE_REQUIRED)).toBeVisible()
  expect(name).toHaveFocus()
  expect(fetchMock).not.toHaveBeenCalled()
})

test('before any mistake the fields are valid and the phone field carries its hint', () => {
  const { name, phone } = renderContactForm()
  expect(name).toHaveAttribute('aria-invalid', 'false')
  expect(name).not.toHaveAttribute('aria-describedby')
  expect(phone()).toHaveAttribute('aria-invalid', 'false')
  expect(phone()).toHaveAccessibleDescription(HINT)
})

test('a too-short number shows the phone error, focuses the number and keeps what was typed', async () => {
  answerContact({ status: 201, body: { id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Amira Haddad')
  await user.type(phone(), '50')
  await submit()

  expect(phone()).toHaveAttribute('aria-invalid', 'true')
  expect(phone()).toHaveAccessibleDescription(`${TOO_SHORT} ${HINT}`)
  expect(phone()).toHaveFocus()
  expect(name).toHaveAttribute('aria-invalid', 'false')
  expect(name).toHaveValue('Amira Haddad')
  expect(phone()).toHaveValue('50')
  expect(global.fetch).not.toHaveBeenCalled()
})

test('correcting a field clears its error and leaves the other one', async () => {
  const { user, name, phone, submit } = renderContactForm()
  await submit()
  await user.type(name, 'A')

  expect(name).toHaveAttribute('aria-invalid', 'false')
  expect(screen.queryByText(NAME_REQUIRED)).not.toBeInTheDocument()
  expect(phone()).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByText(PHONE_REQUIRED)).toBeVisible()
})

test("the server's field errors are shown beside their fields", async () => {
  const invalid = 'This is not a valid United Arab Emirates phone number. Check the digits or choose another country.'
  answerContact({
    status: 400,
    body: { ok: false, errors: [{ field: 'phone', code: 'INVALID_NUMBER', message: invalid }] },
  })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Amira Haddad')
  await user.type(phone(), '501234567')
  await submit()

  expect(await screen.findByText(invalid)).toBeVisible()
  expect(phone()).toHaveAttribute('aria-invalid', 'true')
  expect(phone()).toHaveFocus()
  expect(screen.getByRole('button', { name: copy.sendLabel })).toBeEnabled()
  expect(name).toHaveValue('Amira Haddad')
})

test('a server error about the form itself is shown as an alert with the e-mail address', async () => {
  const unknownForm = words.unknownForm
  answerContact({
    status: 400,
    body: { ok: false, errors: [{ field: 'form', code: 'UNKNOWN_FORM', message: unknownForm }] },
  })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Amira Haddad')
  await user.type(phone(), '501234567')
  await submit()

  const alert = await screen.findByRole('alert')
  expect(alert).toHaveTextContent(`${unknownForm} ${copy.fallbackText} ${copy.email}.`)
  expect(name).toHaveValue('Amira Haddad')
})

test('a name holding an e-mail address is refused by the name field before anything is sent, saying what a name may hold', async () => {
  const fetchMock = answerContact({ status: 201, body: { id: 'lead-1' } })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'layla@example.org')
  await user.type(phone(), '501234567')
  await submit()

  expect(name).toHaveAttribute('aria-invalid', 'true')
  expect(name).toHaveAccessibleDescription(words.nameHasAddress)
  expect(name).toHaveFocus()
  expect(name).toHaveValue('layla@example.org')
  expect(fetchMock).not.toHaveBeenCalled()
})

test("a premium-rate number, which only the server can tell, is refused by the phone field in the server's words", async () => {
  answerContact({
    status: 400,
    body: { ok: false, errors: [{ field: 'phone', code: 'NOT_CALLED_BACK', message: words.notCalledBack }] },
  })
  const { user, name, phone, submit } = renderContactForm()
  await user.type(name, 'Amira Haddad')
  await user.type(phone(), '+19005550123')
  await submit()

  expect(await screen.findByText(words.notCalledBack)).toBeVisible()
  expect(phone()).toHaveAttribute('aria-invalid', 'true')
  expect(phone()).toHaveAccessibleDescription(`${words.notCalledBack} ${HINT}`)
  expect(phone()).toHaveFocus()
  expect(name).toHaveValue('Amira Haddad')
})
