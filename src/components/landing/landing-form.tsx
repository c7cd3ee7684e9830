/**
 * The one contact form of a landing page: the site's own form, sending the
 * page's slug, campaign and variant with the visitor's name and number, so the lead
 * is kept with them. Either a section of its own (the form block), or in
 * the hero, labelled by the hero's h1.
 */
import type { CSSObject } from '@emotion/react'
import type { BlockProps } from './block-props'
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Island from '../islands/island'
import Container from '../layout/container'
import { LANDING_FIELDS, type LandingOrigin } from '../../lib/landing/landing'
import { cardStyle, sectionSpacing } from '../../theme/styles'
import { colors, shadows, space } from '../../theme/tokens'

/** The landing form's ids: its section is where the header's and the call to action's buttons lead. */
export const LANDING_FORM = formIds('landing')

/** What ties a lead to its page: the page's slug, campaign and variant, posted with the form. */
const originFields = (origin: LandingOrigin) => ({
  [LANDING_FIELDS.page]: origin.slug,
  [LANDING_FIELDS.campaign]: origin.campaign,
  ...(origin.variant ? { [LANDING_FIELDS.variant]: origin.variant } : {}),
})

/** The form alone, for the hero (whose h1 labels it). */
export function HeroForm({ origin, button }: { origin: LandingOrigin; button: string }) {
  return (
    <div id={LANDING_FORM.section} css={{ scrollMarginTop: space.md }}>
      <Island name="contact-form" props={{ formId: 'landing', submitLabel: button, hiddenFields: originFields(origin) }} />
    </div>
  )
}

const formCardStyle: CSSObject = {
  maxWidth: '36rem',
  marginInline: 'auto',
  ...cardStyle,
  boxShadow: shadows.formCard,
}

/** The form block: a section with the form's heading and introduction. */
export default function FormBlock({ tone, block: { heading, intro, button }, origin }: BlockProps<'form'>) {
  return (
    <section aria-labelledby={LANDING_FORM.heading} css={[sectionSpacing, { background: colors[tone] }]}>
      <Container>
        <div css={formCardStyle}>
          <ContactCard formId="landing" heading={heading} intro={intro} submitLabel={button} hiddenFields={originFields(origin)} />
        </div>
      </Container>
    </section>
  )
}
