/**
 * The privacy notice (/privacy/), rendered from its query data: what the
 * site records about a visitor, why, who receives it, for how long, and how
 * to ask for a copy or erasure.
 */
import Layout from '../layout/layout'
import Section from '../layout/section'
import PrivacyNotice from './privacy-notice'
import { fillTemplate } from '../../lib/i18n/text'

type PrivacyPageProps = { data: Queries.PrivacyPageQuery }

export default function PrivacyPage({ data }: PrivacyPageProps) {
  const { privacyJson: privacy, siteJson: site } = data
  if (!privacy || !site) throw new Error('content/privacy.json and content/site.json are required')
  const values = { company: site.companyName, days: site.leadRetentionDays }
  return (
    <Layout>
      <Section id="privacy" headingLevel="h1" heading={privacy.heading} intro={fillTemplate(privacy.intro, values)}>
        <PrivacyNotice sections={privacy.sections} rights={privacy.rights} values={values} contactEmail={site.contactEmail} />
      </Section>
    </Layout>
  )
}
