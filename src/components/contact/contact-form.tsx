/**
 * The contact form on Home, Our Services and under every Insights article: a
 * name and a phone number, checked with the same rules as the server
 * (src/lib/contact/contact-rules.ts) and posted to /api/contact. Errors
 * appear beside their field and nothing the visitor typed is ever cleared;
 * the thank-you replaces the form only once the server has stored the lead.
 * The form sends the page's language, so the server answers in it and the
 * agency knows which edition the lead is from.
 * When the site tells ad platforms of the leads their ads bring, an
 * optional box, never ticked for the visitor, asks whether it may
 * (ad-consent-field.tsx). Under the button, a line says what the details
 * are for and links to the privacy notice.
 */
import { useRef, useState } from 'react'
import type { CSSObject } from '@emotion/react'
import AdConsentField from './ad-consent-field'
import FormField, { inputStyle } from './form-field'
import FormFailure from './form-failure'
import FormOutcome from './form-outcome'
import HoneypotField from './honeypot-field'
import PhoneField, { phoneInputStyle, usePhoneLibrary, type PhoneCountry } from './phone-field'
import PrivacyNote from './privacy-note'
import { useBrowserLayoutEffect } from './use-browser-layout-effect'
import { prefetchSending, useContactSubmission } from './use-contact-submission'
import type { FormCopy } from '../i18n/page-copy'
import { AD_CONSENT_FIELD, CONTACT_ENDPOINT, HONEYPOT_FIELD } from '../../lib/contact/contact-fields'
import type { FormId } from '../../lib/contact/contact-rules'
import { formIds } from '../../lib/contact/form-ids'
import type { AdPlatform } from '../../lib/conversions/platforms'
import type { Locale } from '../../lib/i18n/locales'
import { buttonStyle } from '../../theme/styles'
import { layout, media, space } from '../../theme/tokens'

type ContactFormProps = {
  formId: FormId
  /** The page's language, sent with the lead and used for the rules' messages and country names. */
  locale: Locale
  submitLabel: string
  copy: FormCopy
  contactEmail: string
  defaultCountry: string
  /** Hidden fields of the page's own (a landing page's slug and campaign), by name: sent with the visitor's fields, with or without JavaScript. */
  hiddenFields?: Readonly<Record<string, string>>
  /** The ad platforms the site tells of a lead whose visitor agrees: the consent box names them; none, no box. */
  adPlatforms?: readonly AdPlatform[]
}

// minmax(0, 1fr): the column may shrink below the country select's longest
// name, so a 320 px screen does not scroll sideways.
const formStyle: CSSObject = { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: space.md, ...phoneInputStyle }

const submitStyle: CSSObject = {
  ...buttonStyle,
  width: '100%',
  minHeight: layout.contactButton.height,
  [media.up('medium')]: { width: 'auto', minWidth: layout.contactButton.width, height: layout.contactButton.height },
}

export { formIds }

export default function ContactForm({ formId, locale, submitLabel, copy, contactEmail, defaultCountry, hiddenFields = {}, adPlatforms = [] }: ContactFormProps) {
  const ids = formIds(formId)
  const [name, setName] = useState('')
  const [phone, setPhone] = useState('')
  const [country, setCountry] = useState(defaultCountry as PhoneCountry)
  const [adConsent, setAdConsent] = useState(false)
  const nameRef = useRef<HTMLInputElement>(null)
  const phoneRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const phoneLibrary = usePhoneLibrary(ids.phone)
  const { errors, status, failure, submit, clearError } = useContactSubmission(locale, {
    field: (field) => (field === 'name' ? nameRef : phoneRef).current?.focus(),
    submit: () => submitRef.current?.focus(),
  })

  // Fetch what submitting needs as soon as the visitor reaches for the form.
  const prepare = () => {
    phoneLibrary.load()
    prefetchSending(locale)
  }

  // The server-rendered fields work before the scripts do: adopt whatever was
  // typed, autofilled or chosen by then, so the first re-render keeps it, and
  // get ready if the visitor is already in the form. In the commit that ends
  // hydration (a layout effect), not after it: a press that makes React
  // finish hydrating is handled straight after that commit, and would
  // otherwise send the fields as the server rendered them, empty.
  useBrowserLayoutEffect(() => {
    const form = formRef.current
    if (!form) return
    const early = new FormData(form)
    const typed = (field: string) => String(early.get(field) ?? '')
    if (typed('name')) setName(typed('name'))
    if (typed('phone')) setPhone(typed('phone'))
    // Empty is a choice too: another country, the number saying which.
    if (early.has('phoneCountry')) setCountry(typed('phoneCountry') as PhoneCountry)
    if (early.has(AD_CONSENT_FIELD)) setAdConsent(true)
    if (form.contains(document.activeElement)) prepare()
    // Once, on hydration: later changes arrive through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    prepare()
    // Every field of the form as it would be posted (hidden ones, the honeypot), the visitor's own as the form holds them.
    const posted = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>
    submit({
      ...posted,
      name,
      phone,
      phoneCountry: country,
      form: formId,
      language: locale,
      [HONEYPOT_FIELD]: posted[HONEYPOT_FIELD] ?? '',
      // The consent box as the visitor left it, in JSON's words (true or false); a form without the box asked nothing.
      ...(adPlatforms.length > 0 && { [AD_CONSENT_FIELD]: adConsent }),
    })
  }

  return (
    <FormOutcome sent={status === 'sent'} copy={copy} formId={formId}>
      <form
        ref={formRef}
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
        <input type="hidden" name="language" value={locale} />
        {Object.entries(hiddenFields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <HoneypotField id={ids.honeypot} name={HONEYPOT_FIELD} label={copy.honeypotLabel} />
        <FormField id={ids.name} label={copy.nameLabel} error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              name="name"
              type="text"
              required
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
              locale={locale}
              countryLabel={copy.countryLabel}
              otherCountryLabel={copy.otherCountryLabel}
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
        {adPlatforms.length > 0 && (
          <AdConsentField id={ids.adConsent} platforms={adPlatforms} locale={locale} copy={copy.adConsent} checked={adConsent} onChange={setAdConsent} />
        )}
        {status === 'failed' && <FormFailure message={failure} copy={copy} contactEmail={contactEmail} name={name} phone={phone} />}
        <div>
          {/* aria-disabled, not disabled: a disabled button drops the keyboard
              focus to the page; a second press is ignored while sending. */}
          <button ref={submitRef} type="submit" css={submitStyle} aria-disabled={status === 'sending'} aria-busy={status === 'sending'}>
            {status === 'sending' ? copy.sendingLabel : submitLabel}
          </button>
        </div>
        <PrivacyNote text={copy.privacyNote} />
      </form>
    </FormOutcome>
  )
}
