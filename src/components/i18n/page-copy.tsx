/**
 * The copy and facts every page shares: the company facts that are the same
 * in every language (content/site.json, a static query) and, for the page's
 * language, the header, footer and form copy (content/<lang>/layout.json and
 * form.json), and the ad platforms the build found configured, which the
 * form's consent box names. Each page's query selects them with the
 * PageCopy fragment below; wrapPageElement (wrap-page-element.tsx) hands it
 * to every component through PageCopyProvider, so no page loads another
 * language's words.
 */
import { createContext, useContext, type ReactNode } from 'react'
import { graphql, useStaticQuery } from 'gatsby'
import type { AdPlatform } from '../../lib/conversions/platforms'
import { LOCALES, type LocalizedPageContext } from '../../lib/i18n/locales'

export const query = graphql`
  fragment PageCopy on Query {
    layoutJson(locale: { eq: $locale }) {
      tagline
      siteDescription
      postalAddress
      nav {
        label
        path
      }
      skipLinkLabel
      mainNavLabel
      footerNavLabel
      menuLabel
      openMenuLabel
      closeMenuLabel
      socialLinkLabel
      whatsappLabel
      whatsappMessage
      privacyLinkLabel
    }
    formJson(locale: { eq: $locale }) {
      nameLabel
      phoneLabel
      countryLabel
      otherCountryLabel
      phoneHint
      sendingLabel
      thankYouHeading
      thankYouText
      failureText
      fallbackText
      mailSubject
      mailBody
      privacyNote
      honeypotLabel
      adConsent {
        label
        details
        visitorSignals
        platforms {
          google
          meta
          snapchat
        }
      }
    }
    adMeasurement {
      platforms
    }
  }
`

export type LayoutCopy = NonNullable<Queries.PageCopyFragment['layoutJson']>
export type FormCopy = NonNullable<Queries.PageCopyFragment['formJson']>

/**
 * `adPlatforms`: the ad platforms the site tells of a lead whose visitor
 * agreed (gatsby/conversions/ad-platforms.ts); the form asks only when there is one.
 */
export type PageCopy = LocalizedPageContext & { layout: LayoutCopy; form: FormCopy; adPlatforms: readonly AdPlatform[] }

const PageCopyContext = createContext<PageCopy | null>(null)

type PageCopyProviderProps = { copy: PageCopy; children: ReactNode }

export function PageCopyProvider({ copy, children }: PageCopyProviderProps) {
  return <PageCopyContext.Provider value={copy}>{children}</PageCopyContext.Provider>
}

function usePageCopy(): PageCopy {
  const copy = useContext(PageCopyContext)
  if (!copy) throw new Error('PageCopyProvider is missing: every page query must spread ...PageCopy')
  return copy
}

/** The page's language, its direction and its address without the language prefix. */
export function useLocale() {
  const { locale, originalPath, languages, fallbackPath } = usePageCopy()
  return { locale, originalPath, languages, fallbackPath, dir: LOCALES[locale].dir }
}

/**
 * The facts that are the same in every language, the site's address and the
 * build's year. Usable in a page's Head too, which has no page copy.
 */
export function useSiteFacts() {
  const data = useStaticQuery<Queries.SiteFactsQuery>(graphql`
    query SiteFacts {
      site {
        siteMetadata {
          siteUrl
        }
        buildYear: buildTime(formatString: "YYYY")
      }
      siteJson {
        companyName
        contactEmail
        defaultPhoneCountry
        whatsappNumber
        social {
          network
          url
        }
      }
    }
  `)
  if (!data.siteJson) throw new Error('content/site.json is required')
  const siteUrl = data.site?.siteMetadata?.siteUrl
  if (!siteUrl) throw new Error('siteMetadata.siteUrl is required in gatsby-config.ts')
  // The year of the build, not of the visit: the server and the browser must
  // render the same © line, also on the first page view of a new year.
  const buildYear = data.site?.buildYear ?? ''
  return { site: data.siteJson, siteUrl, buildYear }
}

/** The shared facts, the page language's header, footer and form copy, and the ad platforms the form may name. */
export function useSiteContent() {
  const facts = useSiteFacts()
  const { layout, form, locale, adPlatforms } = usePageCopy()
  return { ...facts, layout, form, locale, adPlatforms }
}

export type SiteContent = ReturnType<typeof useSiteFacts>['site']
