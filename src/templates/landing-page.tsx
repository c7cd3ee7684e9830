/**
 * A campaign landing page (/lp/<slug>/, /ar/lp/<slug>/), made by
 * gatsby/landing/pages.ts: the query, and its answer made into the
 * page's props, each block typed by the model, drawn by
 * components/landing/landing-page-view.tsx. Its block components are
 * imported here only, so they ship with landing pages and no other.
 */
import { graphql, type HeadFC, type PageProps } from 'gatsby'
import Seo from '../components/head/seo'
import { imageOf } from '../components/media/picture'
import { landingBlocksOf } from '../components/landing/block-props'
import LandingPage, { type LandingPageProps } from '../components/landing/landing-page-view'
import { landingPath, type LandingPageContext } from '../lib/landing/landing'

/** The page's props: its slug, campaign and original as the build decided them (its context, from the page's entry), its blocks from the query. */
function landingPropsOf({ landingJson: page, stepsJson }: Queries.LandingPageQuery, { slug, campaign, variantOf }: LandingPageContext): LandingPageProps {
  if (!page || !stepsJson) throw new Error('the landing page and content/steps.json are required')
  return {
    slug,
    campaign,
    variantOf,
    // Every field of every kind of block is in the query, and may be null; the build's checks guarantee the required ones.
    blocks: landingBlocksOf(page.blocks, (file) => imageOf(file as Parameters<typeof imageOf>[0])),
    steps: stepsJson.steps,
  }
}

export default function LandingTemplate({ data, pageContext }: PageProps<Queries.LandingPageQuery, LandingPageContext>) {
  return <LandingPage {...landingPropsOf(data, pageContext)} />
}

// A page kept out of search engines still names its translation (hreflang), so a visitor's language is found either way;
// a variant names its original as the canonical page. Whether it is kept out is in its context (noindex).
export const Head: HeadFC<Queries.LandingPageQuery, LandingPageContext> = ({ data, pageContext }) => (
  <Seo
    title={data.landingJson?.title ?? ''}
    description={data.landingJson?.description ?? ''}
    page={pageContext}
    canonicalPath={pageContext.variantOf && landingPath(pageContext.variantOf)}
    hreflang
  />
)

export const query = graphql`
  query LandingPage($id: String!, $locale: String!) {
    ...PageCopy
    landingJson(id: { eq: $id }) {
      title
      description
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
