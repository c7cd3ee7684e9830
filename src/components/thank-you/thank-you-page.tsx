/**
 * The thank-you page, rendered from plain props: where a contact form posted
 * without JavaScript lands once the lead has been delivered, with the ways
 * on. Its query is src/pages/thank-you.tsx.
 */
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { buttonStyle } from '../../theme/styles'
import { colors, space } from '../../theme/tokens'

export type ThankYouPageProps = { heading: string; text: string; homeLinkLabel: string; servicesLinkLabel: string }

export default function ThankYouPage({ heading, text, homeLinkLabel, servicesLinkLabel }: ThankYouPageProps) {
  return (
    <Layout>
      <Section id="thank-you" headingLevel="h1" heading={heading} intro={text}>
        <p css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.lg }}>
          <LocalizedLink to="/" css={buttonStyle}>
            {homeLinkLabel}
          </LocalizedLink>
          <LocalizedLink to="/ourservices/" css={{ alignSelf: 'center', color: colors.ink, fontWeight: 600 }}>
            {servicesLinkLabel}
          </LocalizedLink>
        </p>
      </Section>
    </Layout>
  )
}
