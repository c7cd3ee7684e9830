/**
 * The contact form wired to the page's language, the form copy, the
 * company's facts and the ad platforms the build found configured: what every page's form is, and what the browser starts as
 * the `contact-form` island (components/islands/island-table.ts), so its own
 * props are only what differs between forms.
 */
import ContactForm from './contact-form'
import { useLocale, useSiteContent } from '../i18n/page-copy'
import type { FormId } from '../../lib/contact/contact-rules'

type SiteContactFormProps = {
  formId: FormId
  submitLabel: string
  /** Hidden fields the form sends too (a landing page's slug and campaign), by name. */
  hiddenFields?: Readonly<Record<string, string>>
}

export default function SiteContactForm({ formId, submitLabel, hiddenFields }: SiteContactFormProps) {
  const { site, form, adPlatforms } = useSiteContent()
  const { locale } = useLocale()
  return (
    <ContactForm
      formId={formId}
      locale={locale}
      submitLabel={submitLabel}
      copy={form}
      contactEmail={site.contactEmail}
      defaultCountry={site.defaultPhoneCountry}
      hiddenFields={hiddenFields}
      adPlatforms={adPlatforms}
    />
  )
}
