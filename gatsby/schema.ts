/**
 * Declares every content type sourced from `content/`: the language-neutral
 * `content/site.json` and, per language, `content/<lang>/*.json`.
 *
 * `@dontInfer` with non-null (`!`) fields means the generated TypeScript
 * types are exact and a content file that loses a required field fails
 * `gatsby build` with the type (named after the file) and field in the error,
 * instead of rendering an empty section. Both languages' files of a name are
 * nodes of one type, told apart by `locale` (the folder they are in, set by
 * gatsby/content-locale.ts), so a page's query picks its language with
 * `locale: { eq: $locale }` and the two can never have different fields.
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

    "The facts that are the same in every language (content/site.json)."
    type SiteJson implements Node @dontInfer {
      companyName: String!
      contactEmail: String!
      defaultPhoneCountry: String!
      yearsInBusiness: Int!
      "International format (+971...); leave empty to hide the WhatsApp links."
      whatsappNumber: String
      social: [SocialLink!]!
    }

    "The header, footer and menu copy of one language (content/<lang>/layout.json)."
    type LayoutJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      tagline: String!
      siteDescription: String!
      postalAddress: String!
      nav: [NavLink!]!
      skipLinkLabel: String!
      mainNavLabel: String!
      footerNavLabel: String!
      menuLabel: String!
      openMenuLabel: String!
      closeMenuLabel: String!
      "May contain {company} and {network}."
      socialLinkLabel: String!
      whatsappLabel: String!
      whatsappMessage: String!
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
      locale: String! @proxy(from: "fields.locale")
      title: String!
      description: String!
      hero: HomeHero!
      contact: FormSection!
      program: HomeProgram!
      yourStory: HomeYourStory!
    }

    type StepsJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
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
      locale: String! @proxy(from: "fields.locale")
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
      locale: String! @proxy(from: "fields.locale")
      title: String!
      description: String!
      heading: String!
      chapters: [StoryChapter!]!
      cta: StoryCta!
    }

    type NotFoundJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      title: String!
      description: String!
      heading: String!
      text: String!
      homeLinkLabel: String!
    }

    type ThankYouJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      title: String!
      description: String!
      heading: String!
      text: String!
      homeLinkLabel: String!
      servicesLinkLabel: String!
    }

    type FormJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
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

    "What the form says under a field it cannot accept; shared by the browser and the contact function."
    type ValidationJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      nameRequired: String!
      nameNotText: String!
      "May contain {max}."
      nameTooLong: String!
      nameInvalid: String!
      phoneRequired: String!
      phoneNotText: String!
      notANumber: String!
      invalidCountry: String!
      unknownCallingCode: String!
      tooShort: String!
      tooLong: String!
      invalidNumber: String!
      "May contain {country}."
      invalidNumberForCountry: String!
      unknownForm: String!
    }

    "The contact function's other answers, and the words of its page for forms sent without JavaScript."
    type ContactAnswersJson implements Node @dontInfer {
      locale: String! @proxy(from: "fields.locale")
      methodNotAllowed: String!
      "May contain {seconds}."
      tooManyRequests: String!
      "May contain {limit}."
      tooLarge: String!
      unsupportedType: String!
      invalidJson: String!
      notAnObject: String!
      notTakingRequests: String!
      notDelivered: String!
      notSentTitle: String!
      checkDetailsTitle: String!
      checkDetailsIntro: String!
      backToForm: String!
      writeToUs: String!
    }
  `)
}
