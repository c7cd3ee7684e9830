/**
 * The privacy notice (/privacy/), rendered from plain props: what the site
 * records about a visitor, why, who receives it, for how long, and how to
 * ask for a copy or erasure. The page's query (src/pages/privacy.tsx) and
 * the CMS's preview (src/cms/previews.tsx) each make these props.
 */
import Layout from '../layout/layout'
import Section from '../layout/section'
import PrivacyNotice, { type PrivacyRights, type PrivacySection } from './privacy-notice'
import { fillTemplate } from '../../lib/i18n/text'

export type PrivacyPageProps = {
  heading: string
  /** {company} and {days} become the company name and the retention period. */
  intro: string
  sections: readonly PrivacySection[]
  rights: PrivacyRights
  /** The facts of content/site.json the notice states. */
  site: { companyName: string; contactEmail: string; leadRetentionDays: number }
}

export default function PrivacyPage({ heading, intro, sections, rights, site }: PrivacyPageProps) {
  const values = { company: site.companyName, days: site.leadRetentionDays }
  return (
    <Layout>
      <Section id="privacy" headingLevel="h1" heading={heading} intro={fillTemplate(intro, values)}>
        <PrivacyNotice sections={sections} rights={rights} values={values} contactEmail={site.contactEmail} />
      </Section>
    </Layout>
  )
}
