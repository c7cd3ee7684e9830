/**
 * The company logo from src/images, resized by sharp at build time, for the
 * header's <picture> (logo.tsx). Null when there is no image data, as in
 * unit tests, where no GraphQL runs.
 */
import { graphql, useStaticQuery } from 'gatsby'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export type LogoImage = { image: IGatsbyImageData | null }

export function useLogo(): LogoImage {
  const data = useStaticQuery<Queries.LogoQuery>(graphql`
    query Logo {
      logo: file(sourceInstanceName: { eq: "images" }, relativePath: { eq: "logo.png" }) {
        childImageSharp {
          gatsbyImageData(layout: FIXED, width: 150, height: 50, placeholder: NONE, formats: [WEBP])
        }
      }
    }
  `)
  const image = (data?.logo?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? null
  return { image }
}
