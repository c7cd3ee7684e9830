/**
 * The site's own copy, read from content/*.json, so the tests assert what
 * editors wrote instead of repeating it.
 */
import form from '../../../content/form.json'
import home from '../../../content/home.json'
import notFound from '../../../content/not-found.json'
import services from '../../../content/services.json'
import site from '../../../content/site.json'
import steps from '../../../content/steps.json'
import story from '../../../content/story.json'
import thankYou from '../../../content/thank-you.json'

export { form, home, notFound, services, site, steps, story, thankYou }

/** Every page of the site with the title and description its <head> must carry. */
export const PAGES = [
  { path: '/', name: 'Home', title: home.title, description: home.description },
  { path: '/ourservices/', name: 'Our Services', title: services.title, description: services.description },
  { path: '/ourstory/', name: 'Our Story', title: story.title, description: story.description },
] as const

export const NOT_FOUND_PATH = '/this-page-does-not-exist/'

/** Where a form posted without JavaScript lands. */
export { THANK_YOU_PATH } from '../../../src/lib/contact-fields'

export const fullTitle = (title: string) => `${title} | ${site.companyName}`

/** Accessible name of a social icon link, e.g. "Northwind Growth on Instagram". */
export const socialName = (network: string) => `${site.companyName} on ${network}`
