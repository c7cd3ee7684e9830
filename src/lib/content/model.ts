/**
 * The content model: every file in content/, its fields, what each is called
 * and what goes in it, in the words a marketer would use. It is the one
 * source of truth for the content's shape:
 *
 * - the GraphQL types the pages query are generated from it (gatsby/pipeline/sdl.ts,
 *   given to Gatsby by gatsby/pipeline/schema.ts);
 * - so are the JSON Schemas in content/schemas/ that editors such as VS Code
 *   use while a file is edited by hand (gatsby/pipeline/json-schema.ts,
 *   `npm run content:schemas`), and that `npm test` checks every file against;
 * - the build checks every content file by it, with one checker (check.ts)
 *   on top of which each type adds its own rules (gatsby/<type>/checks.ts);
 * - labels and hints are written to become the CMS's.
 *
 * Fields are listed in the order they appear in the files. Every field is
 * required unless wrapped in `optional(...)`.
 */
import { getCountries, isValidPhoneNumber } from 'libphonenumber-js/max'
import { SOCIAL_NETWORKS } from '../icons/icon-paths'
import { SLUG_PATTERN } from './slug'
import { TOPICS } from './topics'
import { boolean, date, group, image, integer, list, object, optional, select, string, strings, text, type ObjectType, type Translations } from './fields'
import type { Entry } from './entry'
import { team } from './team-model'

export type ContentFile = {
  /** The file's name without `.json`, also its JSON Schema's: content/schemas/<name>.schema.json. */
  name: string
  /** `site`: content/<name>.json, the same in every language; `language`: one content/<lang>/<name>.json per language. */
  scope: 'site' | 'language'
  label: string
  /** What the file holds, for an editor. */
  description: string
  /** Its fields; the name is the GraphQL type the pages query. */
  type: ObjectType
}

const pageTitle = string('Page title', { hint: 'Shown in the browser tab and as the title of search results.' })
const pageDescription = text('Page description', { hint: 'The summary search engines and social networks show under the title; one or two sentences.' })

const site = group('SiteJson', {
  companyName: string('Company name', { hint: 'As it appears in the header, the footer and search results.' }),
  contactEmail: string('Contact e-mail', {
    hint: 'Shown on the site, and offered to visitors when the form cannot send their details.',
    rule: { pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', message: 'must be an e-mail address such as "hello@example.com"' },
  }),
  defaultPhoneCountry: select('Default phone country', getCountries(), {
    hint: 'The country the phone field starts on, as its two-letter code: AE for the United Arab Emirates.',
    message: 'must be a two-letter country code such as "AE"',
  }),
  yearsInBusiness: integer('Years in business', { hint: 'A whole number; Our Story says it wherever its text has {years}.', minimum: 0 }),
  whatsappNumber: optional(
    string('WhatsApp number', {
      hint: 'The number visitors can message, in international format: + and digits only, such as +971501234567. Leave empty to hide the WhatsApp links.',
      rule: { pattern: '^\\+[0-9]+$', test: isValidPhoneNumber, message: 'must be a phone number in international format such as "+971501234567"' },
    }),
  ),
  social: list(
    'Social links',
    group('SocialLink', {
      network: select('Network', SOCIAL_NETWORKS, { hint: 'One of the networks the site has an icon for.', message: `must be one of ${SOCIAL_NETWORKS.join(', ')}` }),
      url: optional(
        string('Address', {
          hint: "The account's full address, starting with https://. Leave empty to hide the icon until the account exists.",
          rule: { pattern: '^https://', message: 'must start with https://' },
        }),
      ),
    }),
    { hint: 'The icons in the header and the footer, in this order.' },
  ),
  leadRetentionDays: integer('Lead retention (days)', {
    hint: 'How many days a lead is kept on the site once the agency has received it, or once the site stopped trying to deliver it; then it is deleted. The privacy page says this number.',
    minimum: 1,
  }),
  // Kept as text: the contact function stores it with each lead as written.
  adConsentVersion: string('Ad consent wording date', {
    hint: "The day the wording of the form's ad consent box (adConsent in each language's form.json) last changed, written YYYY-MM-DD. Every lead keeps this date with the visitor's answer, so you can tell which wording they agreed to: change it whenever you change that wording, in any language.",
    rule: { pattern: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$', message: 'must be a date written YYYY-MM-DD, such as "2026-11-28"' },
  }),
})

const layout = group('LayoutJson', {
  tagline: string('Tagline', { hint: 'The one-line promise drawn on the image shown when a page is shared.' }),
  siteDescription: text('Site description', { hint: 'Describes the company to search engines and to phones that add the site to their home screen.' }),
  postalAddress: string('Postal address', { hint: 'Shown in the footer and given to search engines.' }),
  nav: list(
    'Menu links',
    group('NavLink', {
      label: string('Link text'),
      path: string('Page address', {
        hint: 'The English address of a page of this site, such as /ourservices/; the Arabic site adds /ar by itself.',
        rule: { pattern: '^/([a-z0-9-]+/)*$', message: 'must be an address of this site that starts and ends with /, such as "/ourservices/"' },
      }),
    }),
    { hint: 'The links of the header menu and the footer, in this order.' },
  ),
  skipLinkLabel: string('Skip link', { hint: 'The first link on every page, for keyboard and screen-reader users: it jumps past the menu to the page.' }),
  mainNavLabel: string('Header menu name', { hint: 'What screen readers call the header menu.' }),
  footerNavLabel: string('Footer menu name', { hint: 'What screen readers call the footer links.' }),
  menuLabel: string('Phone menu name', { hint: 'What screen readers call the menu that slides in on phones.' }),
  openMenuLabel: string('Open menu button', { hint: 'What screen readers say for the button that opens the menu on phones.' }),
  closeMenuLabel: string('Close menu button', { hint: 'What screen readers say for the button that closes it.' }),
  socialLinkLabel: string('Social link name', { hint: 'What screen readers say for each social icon.', placeholders: ['company', 'network'] }),
  whatsappLabel: string('WhatsApp link name', { hint: 'What screen readers say for the WhatsApp icon.' }),
  whatsappMessage: text('WhatsApp first message', { hint: 'Typed into the chat for the visitor when WhatsApp opens; they can change it before sending.' }),
  privacyLinkLabel: string('Privacy notice link', { hint: 'The link to the privacy notice, in the footer and under every contact form.' }),
})

// The heading, introduction and button of a contact form (home page and Our Services).
const formSection = group('FormSection', {
  heading: string('Heading'),
  intro: text('Introduction', { hint: 'Under the heading, above the fields.' }),
  submitLabel: string('Button', { hint: 'The button that sends the form.' }),
})

const home = group('HomeJson', {
  title: pageTitle,
  description: pageDescription,
  hero: object(
    'Hero',
    group('HomeHero', {
      eyebrow: string('Eyebrow', { hint: 'The short line above the heading.' }),
      heading: string('Heading'),
      pitch: text('Pitch', { hint: 'The paragraph under the heading.' }),
      stats: list('Figures', group('HomeStat', { value: string('Figure', { hint: 'Short, such as 20%.' }), label: string('What it counts') }), {
        hint: 'The large figures beside the pitch.',
      }),
    }),
    { hint: 'The top of the home page.' },
  ),
  contact: object('Contact form', formSection),
  program: object(
    'Program',
    group('HomeProgram', {
      heading: string('Heading', { placeholders: ['count'] }),
      intro: text('Introduction'),
    }),
    { hint: 'Above the program steps, which are in steps.json.' },
  ),
  yourStory: object(
    "'YOUR story'",
    group('HomeYourStory', {
      heading: string('Heading'),
      text: text('Text'),
      buttonLabel: string('Button', { hint: 'Takes the visitor to the contact form.' }),
    }),
    { hint: 'The closing section of the home page.' },
  ),
})

const steps = group('StepsJson', {
  steps: list(
    'Steps',
    group('ProgramStep', {
      number: integer('Step number', { hint: "The step's place in the program, from 1; it ties the step to its translation.", minimum: 1 }),
      title: string('Title'),
      text: text('Text'),
    }),
    { hint: 'The steps of the program, in this order.' },
  ),
})

const services = group('ServicesJson', {
  title: pageTitle,
  description: pageDescription,
  heading: string('Heading'),
  intro: text('Introduction'),
  approaches: list(
    'Approaches',
    group('ServiceApproach', {
      id: string('Short name', {
        hint: 'Lower-case letters, digits and hyphens, such as complete; the same in every language, it ties the approach to its translation.',
        rule: { pattern: SLUG_PATTERN, message: 'must be lower-case letters, digits and hyphens, such as "complete"' },
      }),
      title: string('Title'),
      summary: text('Summary'),
      points: strings('Points', { hint: 'One sentence each, shown as a list.' }),
    }),
    { hint: 'The ways to work with the agency, in this order.' },
  ),
  consultation: object('Consultation form', formSection),
})

const story = group('StoryJson', {
  title: pageTitle,
  description: pageDescription,
  heading: string('Heading'),
  chapters: list('Chapters', group('StoryChapter', { heading: string('Heading'), text: text('Text', { placeholders: ['years'] }) }), {
    hint: 'The story, one chapter after another.',
  }),
  cta: object('Closing call to action', group('StoryCta', { text: string('Text'), linkLabel: string('Link', { hint: 'Takes the visitor to the contact form.' }) })),
})

// Sentences of the privacy notice may say the company's name and the lead retention period, both from site.json.
const privacyPlaceholders = ['company', 'days'] as const

const privacy = group('PrivacyJson', {
  title: pageTitle,
  description: pageDescription,
  heading: string('Heading'),
  intro: text('Introduction', { hint: 'Under the heading.', placeholders: privacyPlaceholders }),
  sections: list(
    'Sections',
    group('PrivacySection', {
      heading: string('Heading'),
      paragraphs: strings('Paragraphs', { hint: 'One paragraph each.', placeholders: privacyPlaceholders }),
      points: optional(strings('List', { hint: 'Shown as a list under the paragraphs; leave empty for none.', placeholders: privacyPlaceholders })),
      anchor: optional(
        string('Section address', {
          hint: 'Lower-case letters and hyphens, the same in every language: links reach the section at /privacy/#<this>. The ad consent box under the forms links to the section "ad-platforms". Leave empty for most sections.',
          rule: { pattern: SLUG_PATTERN, message: 'must be lower-case letters, digits and hyphens, such as "ad-platforms"' },
        }),
      ),
    }),
    { hint: 'The notice, one section after another: what is recorded, why, who receives it, how long it is kept, what stays in the browser.' },
  ),
  rights: object(
    'Copy and erasure',
    group('PrivacyRights', {
      heading: string('Heading'),
      text: text('Text', { hint: 'What a visitor may ask for.', placeholders: privacyPlaceholders }),
      writeTo: string('E-mail line', { hint: 'Followed by the contact e-mail address (from site.json), as a link.' }),
      closing: text('Closing text', { hint: 'Under the e-mail line: the last words of the notice.', placeholders: privacyPlaceholders }),
    }),
    { hint: 'The last section: how to ask for a copy of your details, a correction or their erasure.' },
  ),
})

const notFound = group('NotFoundJson', {
  title: pageTitle,
  description: pageDescription,
  heading: string('Heading'),
  text: text('Text'),
  homeLinkLabel: string('Home page link'),
})

const thankYou = group('ThankYouJson', {
  title: pageTitle,
  description: pageDescription,
  heading: string('Heading'),
  text: text('Text'),
  homeLinkLabel: string('Home page link'),
  servicesLinkLabel: string('Our Services link'),
})

const form = group('FormJson', {
  nameLabel: string('Name field label'),
  phoneLabel: string('Phone field label'),
  countryLabel: string('Country list name', { hint: 'What screen readers call the country list beside the phone number.' }),
  otherCountryLabel: string('Other country option', {
    hint: "The country list's last option, for numbers from a country it does not list (without JavaScript it lists the Gulf states only): tells the visitor to type the number with + and its country code.",
  }),
  phoneHint: string('Phone field hint', { hint: 'The line under the phone field.' }),
  sendingLabel: string('Button while sending', { hint: 'Replaces the button text while the form is being sent.' }),
  thankYouHeading: string('Thank-you heading', { hint: 'Replaces the form once the details were delivered.' }),
  thankYouText: text('Thank-you text'),
  failureText: text('Failure message', { hint: 'Shown when the details could not be sent; the e-mail offer below follows it.' }),
  privacyNote: string('Privacy line', { hint: 'Under the button, followed by the link to the privacy notice (its text is in layout.json).' }),
  honeypotLabel: string('Hidden field label', { hint: 'Label of a field hidden from visitors that only robots fill in; screen readers may still read it.' }),
  adConsent: object(
    'Ad consent box',
    group('FormAdConsent', {
      label: text('Box label', {
        hint: 'Beside the box, which is never ticked for the visitor: which platforms are told and why.',
        placeholders: ['platforms'],
      }),
      details: text('What is sent', {
        hint: "Under the box: what the platform receives (that the visit became an enquiry, then how it went: qualified, a meeting, a customer with the value; the ad's click id; the number as a one-way code, SHA-256) and that the box is optional; followed by the line below and the link to the privacy notice.",
      }),
      visitorSignals: text('Address and browser', {
        hint: "After the line above, only when a platform configured also receives the visitor's internet address and browser: say so, {platforms} standing for those platforms' names.",
        placeholders: ['platforms'],
      }),
      platforms: object(
        'Platform names',
        group('FormAdPlatformNames', { google: string('Google'), meta: string('Meta', { hint: 'Say that it means Facebook and Instagram.' }), snapchat: string('Snapchat') }),
        { hint: 'How the label names each platform; it names only those the site is set up to tell.' },
      ),
    }),
    {
      hint: "Shown under the phone number when the site tells at least one ad platform which of its ads' clicks became enquiries. When you change its words, change the ad consent wording date in site.json.",
    },
  ),
  fallbackText: string('E-mail offer', { hint: 'Followed by the contact e-mail address, when the form could not send.' }),
  mailSubject: string('E-mail subject', { hint: 'The subject of the e-mail the offer opens, ready to send.' }),
  mailBody: text('E-mail text', { hint: 'The text of that e-mail.', placeholders: ['name', 'phone'] }),
})

const whenShown = (when: string) => ({ hint: `Shown ${when}.` })

const validation = group('ValidationJson', {
  nameRequired: string('Name missing', whenShown('when the name is left empty')),
  nameNotText: string('Name not text', whenShown('when a program sends something other than text as the name')),
  nameTooLong: string('Name too long', { ...whenShown('when the name is too long'), placeholders: ['max'] }),
  nameInvalid: string('Name has hidden characters', whenShown('when the name holds control characters or characters that show nothing; say what a name may hold')),
  nameNoLetter: string('Name without a letter', whenShown('when the name holds no letter at all; say what a name may hold')),
  nameHasAddress: string('Name with an address', whenShown('when the name holds a web or e-mail address')),
  nameMixedScripts: string('Name mixing alphabets', whenShown('when a word of the name mixes look-alike letters of different alphabets, such as Latin and Cyrillic')),
  phoneRequired: string('Phone missing', whenShown('when the phone number is left empty')),
  phoneNotText: string('Phone not text', whenShown('when a program sends something other than text as the number')),
  notANumber: string('Not a number', whenShown('when the phone field holds something other than digits')),
  invalidCountry: string('No country', whenShown('when no country is chosen and the number does not start with +')),
  unknownCallingCode: string('Unknown country code', whenShown('when no country has the code after the +')),
  tooShort: string('Number too short', whenShown('when the number has too few digits')),
  tooLong: string('Number too long', whenShown('when the number has too many digits')),
  invalidNumber: string('Number not valid', whenShown('when the number cannot exist')),
  invalidNumberForCountry: string('Number not valid in the country', { ...whenShown('when the number cannot exist in the chosen country'), placeholders: ['country'] }),
  notCalledBack: string('Number not called back', whenShown('when the number is premium-rate, shared-cost, a pager or voicemail: the agency does not call such numbers')),
  nonGeographic: string('Number of no country', whenShown('when the number starts with a code that belongs to no country (+800, +870, +878, +881 and the like): freephone services, satellite phones, global networks and forwarding numbers, which the agency does not call')),
  unknownForm: string('Unknown form', whenShown('when the page sent a form the site does not know, usually an old page left open')),
  unknownLanguage: string('Unknown language', whenShown('when the page sent a language the site does not have')),
})

const contactAnswers = group('ContactAnswersJson', {
  methodNotAllowed: string('Wrong method', whenShown('to a program that asks for the contact address instead of sending the form')),
  crossSite: string('Sent from another website', whenShown('when another website tried to send the form through its visitor\'s browser')),
  tooManyRequests: string('Too many tries', { ...whenShown('when the form was sent too often in a minute'), placeholders: ['seconds'] }),
  tooLarge: string('Too large', { ...whenShown('when what was sent is too large'), placeholders: ['limit'] }),
  unsupportedType: string('Wrong format', whenShown('to a program that sends the form in a format the site does not read')),
  invalidJson: string('Unreadable request', whenShown('to a program whose request cannot be read')),
  notAnObject: string('Malformed request', whenShown('to a program that sends something other than the form fields')),
  notTakingRequests: string('Form switched off', whenShown('when the site has nowhere to deliver leads')),
  notDelivered: string('Not delivered', whenShown('when the details could not be passed to the team')),
  notSentTitle: string('"Not sent" page title', whenShown('as the title of the page a form sent without JavaScript gets when it failed')),
  checkDetailsTitle: string('"Check your details" page title', whenShown('as the title of that page when a field needs correcting')),
  checkDetailsIntro: string('"Check your details" introduction', whenShown('above the list of fields to correct')),
  backToForm: string('Back to the form link'),
  writeToUs: string('E-mail offer', { hint: 'Followed by the contact e-mail address.' }),
  tokenMethod: string('Wrong method for a form token', whenShown('to a program that asks for a form token other than with GET')),
  tokenMissing: string('Form not checked', whenShown("to a program that sends the form without the check the site's page asks for")),
  tokenInvalid: string('Form check not valid', whenShown('when the form carries a check the site did not give')),
  tokenTooFresh: string('Sent too soon', whenShown('when the form was sent within two seconds of the visitor starting on it')),
  tokenExpired: string('Form open too long', whenShown('when the form had been open for more than a day')),
  tokenUsed: string('Already sent', whenShown('when the same form is sent a second time')),
  confirmTitle: string('"Confirm your details" page title', whenShown('as the title of the page a form sent without JavaScript gets before the details are sent')),
  confirmIntro: text('"Confirm your details" introduction', whenShown('above the details the visitor typed, on that page')),
  confirmName: string('Name, on the confirmation page'),
  confirmPhone: string('Phone number, on the confirmation page'),
  confirmButton: string('Confirmation button', { hint: 'The one button that sends the details.' }),
})

// The topics, and their names in each language's insights.json (`topics`).
export { TOPICS, type Topic } from './topics'

const insights = group('InsightsJson', {
  title: pageTitle,
  description: text('Page description', { hint: 'The summary search engines and social networks show under the title, and the description of the feed.', placeholders: ['company'] }),
  feedTitle: string('Feed title', { hint: 'The title of the RSS feed of the articles, as feed readers show it.', placeholders: ['company'] }),
  heading: string('Heading', { hint: 'The heading of the list of articles.' }),
  intro: text('Introduction', { hint: 'Under the heading of the list.' }),
  topicTitle: string('Topic page title', { hint: 'The title and heading of a topic page.', placeholders: ['topic'] }),
  topicDescription: text('Topic page description', { hint: 'What search engines show for a topic page.', placeholders: ['topic', 'company'] }),
  pageLabel: string('Title with page number', { hint: 'The title of the second list page and after.', placeholders: ['title', 'page'] }),
  paginationLabel: string('Page links name', { hint: 'What screen readers call the links to the previous and next pages of articles.' }),
  previousLabel: string('Newer articles link'),
  nextLabel: string('Older articles link'),
  readingTime: string('Reading time', { placeholders: ['duration'] }),
  updated: string('Updated on', { hint: 'Shown under the date published when an article was updated.', placeholders: ['date'] }),
  topicLabel: string('Topic', { hint: 'What screen readers say before the topic of an article.' }),
  tocHeading: string('Contents heading', { hint: 'Above the table of contents of a long article.' }),
  relatedHeading: string('Related articles heading'),
  tableLabel: string('Table name', { hint: 'What screen readers call a table in an article, which scrolls sideways on a phone.' }),
  newTabLabel: string('New tab note', { hint: 'Read by screen readers after a link that opens another site in a new tab.' }),
  notTranslated: text('Not translated', { hint: "Shown at the top of this language's Insights page to a visitor who switched language on an article written in the other language only." }),
  latestHeading: string('Home page heading', { hint: 'Above the newest articles on the home page.' }),
  allLabel: string('All articles link', { hint: 'Under the newest articles on the home page.' }),
  contact: object('Contact form', formSection, { hint: 'At the end of every article.' }),
  topics: list(
    'Topic names',
    group('InsightsTopic', {
      topic: select('Topic', TOPICS, { hint: 'The topic, as articles name it.', message: `must be one of ${TOPICS.join(', ')}` }),
      name: string('Name', { hint: 'The topic as the site shows it: on the cards, the topic pages and in the feed.' }),
    }),
    { hint: `The name of each topic in this language, each once: ${TOPICS.join(', ')}.` },
  ),
})

/**
 * An Insights article's front matter: content/insights/<lang>/<slug>.md,
 * the slug being the file's name. Its GraphQL type (MarkdownRemarkFrontmatter),
 * the build's checks (check.ts, gatsby/insights/checks.ts) and the CMS's fields are made from it.
 */
export const ARTICLE = {
  folder: 'content/insights',
  /** Where images of articles go; Markdown and the front matter name them ../images/<file>. */
  images: 'content/insights/images',
  label: 'Insights articles',
  description: 'Articles, in one language or both: content/insights/<lang>/<slug>.md, the slug being the file name.',
  slugRule: { pattern: SLUG_PATTERN, message: 'must be Latin lower-case letters, digits and hyphens, such as "measure-google-ads-against-sales"' },
  /** An article's languages are the files of one slug; each is written on its own (one language may have none). */
  translations: { pairedBy: 'slug' } satisfies Translations,
  type: group('MarkdownRemarkFrontmatter', {
    title: string('Title', { hint: 'The heading of the article, also its title in search results.' }),
    description: text('Description', { hint: 'One or two sentences: under the title in the lists, search results and shares.' }),
    date: date('Date published', { hint: 'The day the article is first published; lists are newest first.' }),
    updated: optional(date('Date updated', { hint: 'Set it when you change the substance of a published article.' })),
    topic: select('Topic', TOPICS, { hint: 'The topic page the article is listed on.', message: `must be one of ${TOPICS.join(', ')}` }),
    cover: optional(image('Cover image', 'coverAlt', { hint: 'Shown above the article and on its card; at least 1200 pixels wide.' })),
    coverAlt: optional(string('Cover image description', { hint: 'What the cover shows, for visitors who cannot see it. Required with a cover.' })),
    draft: optional(boolean('Draft', { hint: 'A draft is shown in the preview only, never on the site.' })),
  }),
} as const

/**
 * Campaign landing pages: content/landing/<lang>/<slug>.json, made of
 * blocks. Described in a module of their own (src/lib/content/landing-model.ts);
 * registered here so the GraphQL types and JSON Schemas include them.
 */
export { LANDING } from './landing-model'

const languageFile = (name: string, label: string, description: string, type: ObjectType): ContentFile => ({
  name,
  scope: 'language',
  label,
  description,
  type,
})

/** Every content file: site.json, then each language's files. */
export const CONTENT_FILES: readonly ContentFile[] = [
  {
    name: 'site',
    scope: 'site',
    label: 'Site facts',
    description: 'The facts that are the same in every language (content/site.json).',
    type: site,
  },
  languageFile('layout', 'Header and footer', 'The header, footer and menu copy of one language (content/<lang>/layout.json).', layout),
  languageFile('home', 'Home page', 'The home page of one language, except its program steps (content/<lang>/home.json).', home),
  languageFile('steps', 'Program steps', 'The steps of the program on the home page, in order (content/<lang>/steps.json).', steps),
  languageFile('services', 'Our Services', 'The Our Services page of one language (content/<lang>/services.json).', services),
  languageFile('story', 'Our Story', 'The Our Story page of one language (content/<lang>/story.json).', story),
  languageFile('privacy', 'Privacy notice', 'The privacy notice of one language: what the site records about a visitor, why, and for how long (content/<lang>/privacy.json).', privacy),
  languageFile('not-found', 'Page not found', 'The page shown for an address the site does not have (content/<lang>/not-found.json).', notFound),
  languageFile('thank-you', 'Thank-you page', 'The page a form sent without JavaScript leads to (content/<lang>/thank-you.json).', thankYou),
  languageFile('form', 'Contact form', 'The contact form\'s labels, hints, thanks and failure messages (content/<lang>/form.json).', form),
  languageFile(
    'validation',
    'Form corrections',
    'What the form says under a field it cannot accept; shared by the browser and the contact function (content/<lang>/validation.json).',
    validation,
  ),
  languageFile(
    'contact-answers',
    'Contact function answers',
    "The contact function's other answers, and the words of its page for forms sent without JavaScript (content/<lang>/contact-answers.json).",
    contactAnswers,
  ),
  languageFile('team', "Team's inbox", "The words of the team's leads inbox, /team/ (content/<lang>/team.json).", team),
  languageFile('insights', 'Insights pages', 'The words around the articles: lists, topic pages, the article page and the home page section (content/<lang>/insights.json).', insights),
]

export const SITE_FILE = CONTENT_FILES[0]

/** An Insights article as the build reads it (entry.ts): its front matter as `values`, and the Markdown under it. */
export type ArticleEntry = Entry<typeof ARTICLE.type> & { body: string }

/**
 * Each language's copy of a site content file is the file of the same name;
 * in a list, program steps are paired by number, service approaches by id,
 * menu links by path, topic names by topic, anything else (story chapters,
 * hero stats, list points) by position. Every field is in every language,
 * with the same {placeholders}.
 */
export const SITE_CONTENT_TRANSLATIONS = { pairedBy: 'name', itemKeys: ['id', 'number', 'path', 'topic'] } as const satisfies Translations

/** What a content file's "$schema" says, relative to the file. */
export const schemaReference = (file: ContentFile) => `${file.scope === 'site' ? '.' : '..'}/schemas/${file.name}.schema.json`

/**
 * Where the CMS puts a file uploaded outside the articles and landing pages
 * (Decap's media_folder, set by the CMS's configuration: src/cms/collections.ts):
 * copied into the site as it is and served at `path`. Only raster images
 * may be there (gatsby/cms/uploads.ts), served under a policy that runs nothing
 * (gatsby/netlify/security-headers.ts).
 */
export const UPLOADS = { folder: 'static/uploads', path: '/uploads' } as const
