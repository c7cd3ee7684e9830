/**
 * The company facts and form copy every page shares, from content/site.json
 * and content/form.json.
 */
import { graphql, useStaticQuery } from 'gatsby'

export function useSiteContent() {
  const data = useStaticQuery<Queries.SiteContentQuery>(graphql`
    query SiteContent {
      site {
        siteMetadata {
          siteUrl
        }
        buildYear: buildTime(formatString: "YYYY")
      }
      siteJson {
        companyName
        tagline
        siteDescription
        contactEmail
        postalAddress
        defaultPhoneCountry
        social {
          network
          url
        }
        nav {
          label
          path
        }
      }
      formJson {
        nameLabel
        phoneLabel
        countryLabel
        phoneHint
        sendingLabel
        thankYouHeading
        thankYouText
        failureText
        fallbackText
        mailSubject
        mailBody
        honeypotLabel
      }
    }
  `)
  if (!data.siteJson || !data.formJson) {
    throw new Error('content/site.json and content/form.json are required')
  }
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error('siteMetadata.siteUrl is required in gatsby-config.ts')
  // The year of the build, not of the visit: the server and the browser must
  // render the same © line, also on the first page view of a new year.
  const buildYear = data.site?.buildYear ?? ''
  return { site: data.siteJson, form: data.formJson, siteUrl, buildYear }
}

export type SiteContent = ReturnType<typeof useSiteContent>['site']
export type FormCopy = ReturnType<typeof useSiteContent>['form']
