/**
 * The site's own copy, read from content/ (site.json plus one folder per
 * language), so the tests assert what editors wrote instead of repeating it.
 * `contentFor(locale)` and `pagesFor(locale)` give a spec one language's
 * view, so it can loop over LOCALE_CODES instead of copying itself; the bare
 * exports (`home`, `layout`, `PAGES`...) are the English site's.
 */
import site from '../../../content/site.json'
import enAnswers from '../../../content/en/contact-answers.json'
import enForm from '../../../content/en/form.json'
import enHome from '../../../content/en/home.json'
import enLayout from '../../../content/en/layout.json'
import enNotFound from '../../../content/en/not-found.json'
import enPrivacy from '../../../content/en/privacy.json'
import enServices from '../../../content/en/services.json'
import enSteps from '../../../content/en/steps.json'
import enStory from '../../../content/en/story.json'
import enThankYou from '../../../content/en/thank-you.json'
import enValidation from '../../../content/en/validation.json'
import arAnswers from '../../../content/ar/contact-answers.json'
import arForm from '../../../content/ar/form.json'
import arHome from '../../../content/ar/home.json'
import arLayout from '../../../content/ar/layout.json'
import arNotFound from '../../../content/ar/not-found.json'
import arPrivacy from '../../../content/ar/privacy.json'
import arServices from '../../../content/ar/services.json'
import arSteps from '../../../content/ar/steps.json'
import arStory from '../../../content/ar/story.json'
import arThankYou from '../../../content/ar/thank-you.json'
import arValidation from '../../../content/ar/validation.json'
import { PRIVACY_PATH } from '../../../src/components/privacy/privacy-path'
import { THANK_YOU_PATH } from '../../../src/lib/contact/contact-fields'
import { countryName as nameOf } from '../../../src/lib/contact/country-names'
import { insightsCopy, insightsPathsFor } from './insights'
import { LOCALES, LOCALE_CODES, localizedPath, otherLocale, type Locale } from '../../../src/lib/i18n/locales'
import { fillTemplate } from '../../../src/lib/i18n/text'
import { listDescription } from '../../../src/lib/insights/insights-text'

export { LOCALES, LOCALE_CODES, PRIVACY_PATH, fillTemplate, localizedPath, otherLocale, site, THANK_YOU_PATH, type Locale }

const CONTENT = {
  en: {
    answers: enAnswers,
    form: enForm,
    home: enHome,
    layout: enLayout,
    notFound: enNotFound,
    privacy: enPrivacy,
    services: enServices,
    steps: enSteps.steps,
    story: enStory,
    thankYou: enThankYou,
    validation: enValidation,
  },
  ar: {
    answers: arAnswers,
    form: arForm,
    home: arHome,
    layout: arLayout,
    notFound: arNotFound,
    privacy: arPrivacy,
    services: arServices,
    steps: arSteps.steps,
    story: arStory,
    thankYou: arThankYou,
    validation: arValidation,
  },
} satisfies Record<Locale, unknown>

/** One language's copy: the same shape in every language. */
export const contentFor = (locale: Locale) => CONTENT[locale]
export type Content = ReturnType<typeof contentFor>

export const { form, home, layout, notFound, privacy, services, steps, story, thankYou, validation } = CONTENT.en

/** The name a page's links have: its nav label, or the footer's link to the privacy notice. */
const navName = (locale: Locale, originalPath: string) => {
  const { layout } = CONTENT[locale]
  return originalPath === PRIVACY_PATH ? layout.privacyLinkLabel : (layout.nav.find((item) => item.path === originalPath)?.label ?? originalPath)
}

/**
 * Every indexed page of a language: its address, the name its links have,
 * the title and description its <head> must carry and its h1. The pages of
 * the menu come first, in its order; the privacy notice, linked from the
 * footer and the forms, last.
 */
export function pagesFor(locale: Locale) {
  const { home, services, story, privacy } = CONTENT[locale]
  const insights = insightsCopy(locale)
  return [
    { originalPath: '/', heading: home.hero.heading, title: home.title, description: home.description },
    { originalPath: '/ourservices/', heading: services.heading, title: services.title, description: services.description },
    { originalPath: '/ourstory/', heading: story.heading, title: story.title, description: story.description },
    { originalPath: PRIVACY_PATH, heading: privacy.heading, title: privacy.title, description: privacy.description },
    { originalPath: '/insights/', heading: insights.heading, title: insights.title, description: listDescription(insights, site.companyName) },
  ].map((page) => ({ ...page, locale, path: localizedPath(page.originalPath, locale), name: navName(locale, page.originalPath) }))
}

export const PAGES = pagesFor('en')

/** Every indexed page in every language. */
export const ALL_LANGUAGE_PAGES = LOCALE_CODES.flatMap(pagesFor)

/** An address no page has, in a language's part of the site. */
export const notFoundPath = (locale: Locale) => localizedPath('/this-page-does-not-exist/', locale)
export const NOT_FOUND_PATH = notFoundPath('en')

/** Where a form posted without JavaScript lands, in each language. */
export const thankYouPath = (locale: Locale) => localizedPath(THANK_YOU_PATH, locale)

/** Every page a visitor can be on in a language: the indexed ones (articles and topic pages too), thank-you and 404. */
export const everyPath = (locale: Locale) => [...pagesFor(locale).map((page) => page.path), ...insightsPathsFor(locale), thankYouPath(locale), notFoundPath(locale)]

export const fullTitle = (title: string) => `${title} | ${site.companyName}`

/** Accessible name of a social icon link, e.g. "Northwind Growth on Instagram" / "Northwind Growth على Instagram". */
export const socialName = (network: string, locale: Locale = 'en') =>
  fillTemplate(CONTENT[locale].layout.socialLinkLabel, { company: site.companyName, network })

/** The chat a wa.me address opens, as WhatsApp reads it: the number (digits only) and the first message. */
export const chatOf = (href: string | null) => {
  const url = new URL(href ?? '')
  return { chat: `${url.origin}${url.pathname}`, message: url.searchParams.get('text') }
}

/** The agency's chat, with the first message in the page's language. */
export const agencyChat = (locale: Locale) => ({ chat: `https://wa.me/${site.whatsappNumber.replace(/\D/g, '')}`, message: CONTENT[locale].layout.whatsappMessage })

/**
 * A country's name as the phone field's select says it in `locale`: the
 * site's own naming (the platform's CLDR names), run here in Node, so a
 * browser that named a country otherwise than the server fails the spec.
 */
export const countryName = (code: string, locale: Locale = 'en') => nameOf(code, locale)

/** A validation message of content/<lang>/validation.json, its placeholders filled. */
export const validationMessage = (
  key: keyof typeof enValidation,
  locale: Locale = 'en',
  values: Record<string, string | number> = {},
) => fillTemplate(CONTENT[locale].validation[key], values)

/** The name the other language's page is offered under: that language's own name for itself. */
export const switchName = (locale: Locale) => LOCALES[otherLocale(locale)].name
