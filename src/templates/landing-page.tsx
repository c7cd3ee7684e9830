/**
 * A campaign landing page (/lp/<slug>/, /ar/lp/<slug>/), made by
 * gatsby/landing/pages.ts: the query and its composition; see
 * components/landing/landing-page.tsx. Its block components are imported
 * here only, so they ship with landing pages and no other.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import LandingPage from '../components/landing/landing-page'
import { landingPath, type LandingPageContext } from '../lib/landing/landing'

export default function LandingTemplate({ data }: PageProps<Queries.LandingPageQuery, LandingPageContext>) {
  if (!data.landingJson || !data.stepsJson) throw new Error('the landing page and content/steps.json are required')
  return <LandingPage page={data.landingJson} steps={data.stepsJson.steps} />
}

// A page kept out of search engines still names its translation (hreflang), so a visitor's language is found either way;
// a variant names its original as the canonical page.
export const Head: HeadFC<Queries.LandingPageQuery, LandingPageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.landingJson?.title ?? ''}
    description={data.landingJson?.description ?? ''}
    page={pageContext}
    noIndex={pageContext.noindex}
    canonicalPath={pageContext.variantOf && landingPath(pageContext.variantOf)}
    hreflang
  />
)

export const query = graphql`
  query LandingPage($id: String!, $locale: String!) {
    ...PageCopy
    landingJson(id: { eq: $id }) {
      slug
      title
      description
      campaign
      variantOf
      blocks {
        type
        heading
        pitch
        points
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(width: 640, layout: CONSTRAINED, formats: [WEBP], placeholder: NONE)
          }
        }
        form
        formButton
        text
        button
        intro
        items {
          title
          text
          value
          label
          quote
          name
          role
          question
          answer
        }
      }
    }
    stepsJson(locale: { eq: $locale }) {
      steps {
        number
        title
        text
      }
    }
  }
`
