/**
 * The not-found page, rendered from plain props: what happened, and a way
 * home. Its query is src/pages/404.tsx.
 */
import LocalizedLink from '../i18n/localized-link'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { buttonStyle } from '../../theme/styles'
import { space } from '../../theme/tokens'

export type NotFoundPageProps = { heading: string; text: string; homeLinkLabel: string }

export default function NotFoundPage({ heading, text, homeLinkLabel }: NotFoundPageProps) {
  return (
    <Layout>
      <Section id="not-found" headingLevel="h1" heading={heading} intro={text}>
        <LocalizedLink to="/" css={[buttonStyle, { marginTop: space.lg }]}>
          {homeLinkLabel}
        </LocalizedLink>
      </Section>
    </Layout>
  )
}
