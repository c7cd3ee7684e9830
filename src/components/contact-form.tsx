/**
 * The contact form used on Home and Our Services: a name and a phone number,
 * checked with the same rules as the server (src/lib/contact-rules.ts) and
 * posted to /api/contact. Errors appear beside their field and nothing the
 * visitor typed is ever cleared; the thank-you replaces the form only once
 * the server has stored the lead.
 */
import { useEffect, useRef, useState } from 'react'
import type { CSSObject } from '@emotion/react'
import type { Country } from 'react-phone-number-input'
import FormField, { inputStyle } from './form-field'
import FormFailure from './form-failure'
import FormOutcome from './form-outcome'
import HoneypotField from './honeypot-field'
import PhoneField, { phoneInputStyle, usePhoneLibrary } from './phone-field'
import type { FormCopy } from './use-site-content'
import { sendContact, CONTACT_ENDPOINT } from '../lib/contact-client'
import { HONEYPOT_FIELD, STARTED_AT_FIELD } from '../lib/contact-fields'
import type { FieldError, FormId } from '../lib/contact-rules'
import { buttonStyle } from '../theme/styles'
import { layout, media, space } from '../theme/tokens'

type ContactFormProps = {
  formId: FormId
  submitLabel: string
  copy: FormCopy
  contactEmail: string
  defaultCountry: string
}

type Status = 'idle' | 'sending' | 'sent' | 'failed'
type Errors = Partial<Record<FieldError['field'], string>>

const formStyle: CSSObject = { display: 'grid', gap: space.md, ...phoneInputStyle }

const submitStyle: CSSObject = {
  ...buttonStyle,
  width: '100%',
  minHeight: layout.contactButton.height,
  [media.up('medium')]: { width: 'auto', minWidth: layout.contactButton.width, height: layout.contactButton.height },
}

/** The ids a contact form's parts get, so other sections can link to them. */
export const formIds = (formId: FormId) => ({
  section: `${formId}-contact`,
  heading: `${formId}-contact-heading`,
  name: `${formId}-name`,
  phone: `${formId}-phone`,
  honeypot: `${formId}-website`,
})

export default function ContactForm({ formId, submitLabel, copy, contactEmail, defaultCountry }: ContactFormProps) {
  const ids = formIds(formId)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [country, setCountry] = useState(defaultCountry as Country)
  const [errors, setErrors] = useState<Errors>({})
  const [status, setStatus] = useState<Status>('idle')
  const [failure, setFailure] = useState<string | undefined>()
  const nameRef = useRef<HTMLInputElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  // When the visitor arrived: the server drops requests filled faster than a person could.
  const [startedAt, setStartedAt] = useState('')
  useEffect(() => setStartedAt(String(Date.now())), [])
  const phoneLibrary = usePhoneLibrary(ids.phone)

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
    ;(first === 'name' ? nameRef : phoneRef).current?.focus()
  }

  // Set at once, not through state, so a second press while the first is
  // still being checked cannot send the lead twice.
  const inFlight = useRef(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (inFlight.current) return
    inFlight.current = true
    try {
      await submit(new FormData(event.currentTarget).get(HONEYPOT_FIELD))
    } finally {
      inFlight.current = false
    }
  }

  const submit = async (honeypot: FormDataEntryValue | null) => {
    prepare()
    const request = { name, phone, phoneCountry: country, form: formId, [HONEYPOT_FIELD]: String(honeypot ?? ''), [STARTED_AT_FIELD]: startedAt }
    // If the rules cannot load (a flaky connection), the server checks alone.
    const rules = await import('../lib/contact-rules').catch(() => null)
    const checked = rules?.validateContact(request)
    if (checked && !checked.ok) return showErrors(checked.errors)

    setErrors({})
    setStatus('sending')
    const outcome = await sendContact(request)
    if (outcome.kind === 'sent') return setStatus('sent')
    if (outcome.kind === 'invalid') return showErrors(outcome.errors)
    setFailure(outcome.message)
    setStatus('failed')
    submitRef.current?.focus()
  }

  // Fetch what submitting needs as soon as the visitor reaches for the form.
  const prepare = () => {
    phoneLibrary.load()
    import('../lib/contact-rules').catch(() => undefined)
  }

  const clearError = (field: keyof Errors) => errors[field] && setErrors({ ...errors, [field]: undefined })

  return (
    <FormOutcome sent={status === 'sent'} copy={copy} formId={formId}>
      <form
        method="post"
        action={CONTACT_ENDPOINT}
        noValidate
        aria-labelledby={ids.heading}
        css={formStyle}
        onSubmit={onSubmit}
        onFocus={prepare}
        onPointerEnter={prepare}
        onTouchStart={prepare}
      >
        <input type="hidden" name="form" value={formId} />
        <input type="hidden" name={STARTED_AT_FIELD} value={startedAt} />
        <HoneypotField id={ids.honeypot} name={HONEYPOT_FIELD} label={copy.honeypotLabel} />
        <FormField id={ids.name} label={copy.nameLabel} error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              name="name"
              type="text"
              autoComplete="name"
              css={inputStyle}
              value={name}
              onChange={(event) => {
                setName(event.target.value)
                clearError('name')
              }}
            />
          )}
        </FormField>
        <FormField id={ids.phone} label={copy.phoneLabel} hint={copy.phoneHint} error={errors.phone}>
          {(control) => (
            <PhoneField
              id={control.id}
              invalid={control['aria-invalid']}
              describedBy={control['aria-describedby'] ?? ''}
              countryLabel={copy.countryLabel}
              value={phone}
              country={country}
              onChange={(value) => {
                setPhone(value)
                clearError('phone')
              }}
              onCountryChange={setCountry}
              library={phoneLibrary.library}
              inputRef={phoneRef}
            />
          )}
        </FormField>
        {status === 'failed' && <FormFailure message={failure} copy={copy} contactEmail={contactEmail} name={name} phone={phone} />}
        <div>
          <button ref={submitRef} type="submit" css={submitStyle} disabled={status === 'sending'} aria-busy={status === 'sending'}>
            {status === 'sending' ? copy.sendingLabel : submitLabel}
          </button>
        </div>
      </form>
    </FormOutcome>
  )
}
