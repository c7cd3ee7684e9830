/**
 * /team/ and /ar/team/: the team's leads inbox (src/components/team/). A
 * static page with no lead in it: its script asks /api/team/ for everything,
 * once someone of LEADS_TEAM signs in. Its context says noindex (the head,
 * the sitemap and the X-Robots-Tag header read it); no public page links here.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import arabic from '../../content/ar/team.json'
import english from '../../content/en/team.json'
import arabicForm from '../../content/ar/form.json'
import englishForm from '../../content/en/form.json'
import site from '../../content/site.json'
import Seo from '../components/head/seo'
import TeamPage from '../components/team/team-page'
import type { InboxProps } from '../components/team/team-props'
import type { TeamCopy } from '../lib/content/team-model'
import type { PageContext } from '../lib/i18n/locales'

const copyOf = ({ $schema: _schema, ...copy }: TeamCopy & { $schema?: string }): TeamCopy => copy
const COPY = { en: copyOf(english), ar: copyOf(arabic) }

// The ad platforms as the form's consent box names them to visitors, in each language.
const PLATFORM_NAMES = { en: englishForm.adConsent.platforms, ar: arabicForm.adConsent.platforms }

const propsOf = (locale: string): InboxProps => {
  const language = locale === 'ar' ? 'ar' : 'en'
  return { copy: COPY[language], greetings: { en: COPY.en.whatsappGreeting, ar: COPY.ar.whatsappGreeting }, platformNames: PLATFORM_NAMES[language], locale: language }
}

export default function Team({ pageContext }: PageProps<object, PageContext>) {
  return <TeamPage {...propsOf(pageContext.locale)} companyName={site.companyName} />
}

export const Head: HeadFC<object, PageContext> = ({ pageContext }) => {
  const { copy } = propsOf(pageContext.locale)
  return <Seo title={copy.title} description={copy.heading} page={pageContext} />
}

// The site's shared copy only (the frame's footer reads it); the inbox's own words come from content/<lang>/team.json above.
export const query = graphql`
  query TeamPage($locale: String!) {
    ...PageCopy
  }
`
