/**
 * A contact form with its heading and introduction, wired to the shared
 * company facts and form copy.
 */
import type { ReactNode } from 'react'
import ContactForm, { formIds } from './contact-form'
import { useLocale, useSiteContent } from '../i18n/page-copy'
import type { FormId } from '../../lib/contact/contact-rules'
import { colors, fontSizes, space } from '../../theme/tokens'

type ContactCardProps = {
  formId: FormId
  heading: string
  intro: string
  submitLabel: string
  headingLevel?: 'h2' | 'h3'
  /** Hidden inputs the form sends too (a landing page's slug and campaign). */
  children?: ReactNode
}

export default function ContactCard({ formId, heading, intro, submitLabel, headingLevel = 'h2', children }: ContactCardProps) {
  const { site, form } = useSiteContent()
  const { locale } = useLocale()
  const Heading = headingLevel
  const ids = formIds(formId)
  return (
    <div id={ids.section} css={{ scrollMarginTop: space.md }}>
      <Heading id={ids.heading} css={{ fontSize: fontSizes.h3, color: colors.ink }}>
        {heading}
      </Heading>
      <p css={{ marginTop: space.xs, marginBottom: space.md, color: colors.muted }}>{intro}</p>
      <ContactForm
        formId={formId}
        locale={locale}
        submitLabel={submitLabel}
        copy={form}
        contactEmail={site.contactEmail}
        defaultCountry={site.defaultPhoneCountry}
      >
        {children}
      </ContactForm>
    </div>
  )
}
