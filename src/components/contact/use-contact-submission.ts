/**
 * The contact form's sending logic: checks a request with the rules the
 * server uses, in the page's language, posts it once per press, and tells
 * the form which field is wrong, that sending failed, or that the lead arrived.
 */
import { useRef, useState } from 'react'
import type { ContactPayload, SendOutcome } from '../../lib/form/contact-client'
import type { ContactMessages, FieldError } from '../../lib/contact/contact-rules'
import type { Locale } from '../../lib/i18n/locales'

export type SubmissionStatus = 'idle' | 'sending' | 'sent' | 'failed'
export type FieldErrors = Partial<Record<FieldError['field'], string>>
type VisitorField = 'name' | 'phone'

type Focus = { field: (field: VisitorField) => void; submit: () => void }

/** The page language's messages for the rules: their own chunk, after the small module that knows it. */
const loadMessages = (locale: Locale): Promise<ContactMessages> =>
  import('../../lib/form/contact-messages').then((chunk) => chunk.loadContactMessages(locale))

/**
 * Fetches the code sending needs (the rules, their messages in the page's
 * language and the client below) and asks for the page's form token, so
 * both are there by the time the visitor presses send. Called when they
 * reach for the form; the token is asked for once per page.
 */
export function prefetchSending(locale: Locale) {
  import('../../lib/contact/contact-rules').catch(() => undefined)
  loadMessages(locale).catch(() => undefined)
  import('../../lib/form/contact-client').then((client) => client.prepareToken(), () => undefined)
}

export function useContactSubmission(locale: Locale, focus: Focus) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [status, setStatus] = useState<SubmissionStatus>('idle')
  const [failure, setFailure] = useState<string | undefined>()
  // Set at once, not through state, so a second press while the first is
  // still being checked cannot send the lead twice.
  const inFlight = useRef(false)

  const showErrors = (list: FieldError[]) => {
    setErrors(Object.fromEntries(list.map((error) => [error.field, error.message])))
    const first = list[0]?.field
    if (first !== 'name' && first !== 'phone') {
      // Not something the visitor can fix in a field: say it above the button.
      setFailure(list[0]?.message)
      setStatus('failed')
      return
    }
    setStatus('idle')
    focus.field(first)
  }

  const send = async (request: ContactPayload) => {
    // If the rules or their words cannot load (a flaky connection), the server checks alone.
    const [rules, messages] = await Promise.all([import('../../lib/contact/contact-rules'), loadMessages(locale)]).catch(() => [])
    const checked = rules && messages ? rules.validateContact(request, messages) : undefined
    if (checked && !checked.ok) return showErrors(checked.errors)

    setErrors({})
    setStatus('sending')
    // Loaded with the rules when the visitor reaches for the form; a chunk
    // that cannot load now means the network is gone, and the form says so.
    const outcome: SendOutcome = await import('../../lib/form/contact-client').then(
      ({ sendContact, visitSource }) => sendContact({ ...request, source: visitSource() }),
      () => ({ kind: 'failed' }),
    )
    if (outcome.kind === 'sent') return setStatus('sent')
    if (outcome.kind === 'invalid') return showErrors(outcome.errors)
    setFailure(outcome.message)
    setStatus('failed')
    focus.submit()
  }

  const submit = async (request: ContactPayload) => {
    if (inFlight.current) return
    inFlight.current = true
    try {
      await send(request)
    } finally {
      inFlight.current = false
    }
  }

  const clearError = (field: VisitorField) => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined })
  }

  return { errors, status, failure, submit, clearError }
}
