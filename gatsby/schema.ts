/**
 * Declares every content type sourced from `content/*.json`.
 *
 * `@dontInfer` with non-null (`!`) fields means the generated TypeScript
 * types are exact and a content file that loses a required field fails
 * `gatsby build` with the type (named after the file) and field in the error,
 * instead of rendering an empty section.
 */
import type { GatsbyNode } from 'gatsby'

export const createSchemaCustomization: GatsbyNode['createSchemaCustomization'] = ({
  actions,
}) => {
  actions.createTypes(`
    type SocialLink {
      network: String!
      "Leave empty to hide the icon until the account exists."
      url: String
    }

    type NavLink {
      label: String!
      path: String!
    }

    type SiteJson implements Node @dontInfer {
      companyName: String!
      tagline: String!
      siteDescription: String!
      contactEmail: String!
      postalAddress: String!
      defaultPhoneCountry: String!
      yearsInBusiness: Int!
      social: [SocialLink!]!
      nav: [NavLink!]!
    }

    type HomeStat {
      value: String!
      label: String!
    }

    type HomeHero {
      eyebrow: String!
      heading: String!
      pitch: String!
      stats: [HomeStat!]!
    }

    type FormSection {
      heading: String!
      intro: String!
      submitLabel: String!
    }

    type HomeProgram {
      heading: String!
      intro: String!
    }

    type HomeYourStory {
      heading: String!
      text: String!
      buttonLabel: String!
    }

    type HomeJson implements Node @dontInfer {
      title: String!
      description: String!
      hero: HomeHero!
      contact: FormSection!
      program: HomeProgram!
      yourStory: HomeYourStory!
    }

    type StepsJson implements Node @dontInfer {
      number: Int!
      title: String!
      text: String!
    }

    type ServiceApproach {
      id: String!
      title: String!
      summary: String!
      points: [String!]!
    }

    type ServicesJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      intro: String!
      approaches: [ServiceApproach!]!
      consultation: FormSection!
    }

    type StoryChapter {
      heading: String!
      "May contain {years}, replaced by yearsInBusiness from site.json."
      text: String!
    }

    type StoryCta {
      text: String!
      linkLabel: String!
    }

    type StoryJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      chapters: [StoryChapter!]!
      cta: StoryCta!
    }

    type NotFoundJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      text: String!
      homeLinkLabel: String!
    }

    type ThankYouJson implements Node @dontInfer {
      title: String!
      description: String!
      heading: String!
      text: String!
      homeLinkLabel: String!
      servicesLinkLabel: String!
    }

    type FormJson implements Node @dontInfer {
      nameLabel: String!
      phoneLabel: String!
      countryLabel: String!
      phoneHint: String!
      sendingLabel: String!
      thankYouHeading: String!
      thankYouText: String!
      failureText: String!
      fallbackText: String!
      mailSubject: String!
      "May contain {name} and {phone}."
      mailBody: String!
      honeypotLabel: String!
    }
  `)
}
