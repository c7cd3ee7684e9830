/**
 * A contact form with its heading and introduction; the form itself is an
 * island (components/islands/island-table.ts), started at the visitor's first touch.
 */
import { formIds } from './contact-form'
import Island from '../islands/island'
import type { FormId } from '../../lib/contact/contact-rules'
import { colors, fontSizes, space } from '../../theme/tokens'

type ContactCardProps = {
  formId: FormId
  heading: string
  intro: string
  submitLabel: string
  headingLevel?: 'h2' | 'h3'
  /** Hidden fields the form sends too (a landing page's slug and campaign), by name. */
  hiddenFields?: Readonly<Record<string, string>>
}

export default function ContactCard({ formId, heading, intro, submitLabel, headingLevel = 'h2', hiddenFields }: ContactCardProps) {
  const Heading = headingLevel
  const ids = formIds(formId)
  return (
    <div id={ids.section} css={{ scrollMarginTop: space.md }}>
      <Heading id={ids.heading} css={{ fontSize: fontSizes.h3, color: colors.ink }}>
        {heading}
      </Heading>
      <p css={{ marginTop: space.xs, marginBottom: space.md, color: colors.muted }}>{intro}</p>
      <Island name="contact-form" props={{ formId, submitLabel, hiddenFields }} />
    </div>
  )
}
