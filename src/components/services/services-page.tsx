/**
 * Our Services, rendered from its query data: the three approaches and the
 * free consultation form.
 */
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Container from '../layout/container'
import Layout from '../layout/layout'
import Section from '../layout/section'
import ServiceApproaches from './service-approaches'
import { colors, media, radii, space } from '../../theme/tokens'

type ServicesPageProps = { data: Queries.OurServicesPageQuery }

const consultationStyle = {
  paddingBlock: space.xl,
  background: colors.mist,
  [media.up('medium')]: { paddingBlock: space.xxl },
} as const

const cardStyle = { maxWidth: '36rem', padding: space.lg, borderRadius: radii.medium, background: colors.paper } as const

export default function ServicesPage({ data }: ServicesPageProps) {
  const services = data.servicesJson
  if (!services) throw new Error('content/services.json is missing')
  const { consultation } = services
  return (
    <Layout>
      <Section id="services" headingLevel="h1" heading={services.heading} intro={services.intro}>
        <ServiceApproaches approaches={services.approaches} />
      </Section>
      <section aria-labelledby={formIds('services').heading} css={consultationStyle}>
        <Container>
          <div css={cardStyle}>
            <ContactCard
              formId="services"
              heading={consultation.heading}
              intro={consultation.intro}
              submitLabel={consultation.submitLabel}
            />
          </div>
        </Container>
      </section>
    </Layout>
  )
}
