/**
 * Our Services, rendered from plain props: the three approaches and the
 * free consultation form. The page's query (src/pages/ourservices.tsx) and
 * the CMS's preview (src/cms/previews.tsx) each make these props.
 */
import type { CSSObject } from '@emotion/react'
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Container from '../layout/container'
import Layout from '../layout/layout'
import Section from '../layout/section'
import ServiceApproaches, { type Approach } from './service-approaches'
import { cardStyle, sectionSpacing } from '../../theme/styles'
import { colors } from '../../theme/tokens'

export type ServicesPageProps = {
  heading: string
  intro: string
  approaches: readonly Approach[]
  /** The free consultation form under the approaches. */
  consultation: { heading: string; intro: string; submitLabel: string }
}

// The background sits between the spacing's two rules, where it has always
// been: Emotion names a class by its styles in order.
const consultationStyle: CSSObject = { paddingBlock: sectionSpacing.paddingBlock, background: colors.mist, ...sectionSpacing }

const consultationCardStyle: CSSObject = { maxWidth: '36rem', ...cardStyle }

export default function ServicesPage({ heading, intro, approaches, consultation }: ServicesPageProps) {
  return (
    <Layout>
      <Section id="services" headingLevel="h1" heading={heading} intro={intro}>
        <ServiceApproaches approaches={approaches} />
      </Section>
      <section aria-labelledby={formIds('services').heading} css={consultationStyle}>
        <Container>
          <div css={consultationCardStyle}>
            <ContactCard formId="services" heading={consultation.heading} intro={consultation.intro} submitLabel={consultation.submitLabel} />
          </div>
        </Container>
      </section>
    </Layout>
  )
}
