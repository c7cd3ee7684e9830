/**
 * The landing pages of the content model: content/landing/<lang>/<slug>.json,
 * one file per language, the same file name (the slug) tying the
 * translations together, published at /lp/<slug>/ and /ar/lp/<slug>/.
 * A page is a list of blocks, each `{ "type": "<kind>", ...its fields }`.
 *
 * Plain data, in a marketer's words: the GraphQL types (gatsby/pipeline/sdl.ts),
 * the JSON Schema content/schemas/landing.schema.json (`npm run
 * content:schemas`), the build's checks (src/lib/content/check.ts, gatsby/landing/checks.ts)
 * and the CMS's "Landing pages" collection are all read from it.
 */
import { blocks, boolean, group, image, list, optional, string, strings, text, type BlockType, type Translations } from './fields'
import type { Entry } from './entry'
import { LANDING_PREFIX } from '../landing/landing'
import { SLUG_PATTERN } from './slug'

const items = <F extends Parameters<typeof group>[1]>(label: string, name: string, fields: F, hint: string) => list(label, group(name, fields), { hint })

/**
 * The landing pages' JSON Schema (content/schemas/landing.schema.json), as
 * each page's "$schema" names it from its folder, content/landing/<lang>/:
 * `npm run content:schemas` writes the schema there, and the CMS writes the
 * name into every page it saves.
 */
export const LANDING_SCHEMA_REFERENCE = '../../schemas/landing.schema.json'

/** Every kind of block, in the order the CMS offers them. `summary`: the field that names a block in the CMS's list. */
export const LANDING_BLOCKS = {
  hero: {
    label: 'Hero',
    hint: 'The top of the page, and always its first block: the promise of the ad, in its words. It can carry the form.',
    summary: 'heading',
    type: group('LandingHeroBlock', {
      heading: string('Heading', { hint: "The page's main heading: say what the ad promised." }),
      pitch: text('Pitch', { hint: 'One or two sentences under the heading: what the visitor gets, and why now.' }),
      points: optional(strings('Points', { hint: 'Short lines shown as a list under the pitch; leave empty for none.' })),
      image: optional(image('Image', 'imageAlt', { hint: 'Shown beside the pitch on wide screens; at least 1200 pixels wide. Leave empty for none.' })),
      imageAlt: optional(string('Image description', { hint: 'What the image shows, for visitors who cannot see it. Required with an image.' })),
      form: optional(boolean('Form in the hero', { hint: 'On: the contact form is in the hero, beside the pitch, and the page has no separate form block.' })),
      formButton: optional(string("Form's button", { hint: 'The button that sends the form in the hero, such as "Book my free evaluation". Required when the form is in the hero.' })),
    }),
  },
  benefits: {
    label: 'Benefits',
    hint: 'What the visitor gains, each with a short title and a sentence or two.',
    summary: 'heading',
    type: group('LandingBenefitsBlock', {
      heading: string('Heading'),
      items: items('Benefits', 'LandingBenefit', { title: string('Title'), text: text('Text') }, 'Two to four read best.'),
    }),
  },
  program: {
    label: 'Program',
    hint: "The agency's 5-step program, as on the home page: the steps themselves are in steps.json.",
    summary: 'heading',
    type: group('LandingProgramBlock', {
      heading: string('Heading'),
    }),
  },
  stats: {
    label: 'Figures',
    hint: 'Large figures with what they count. Only figures the agency can stand behind.',
    summary: 'heading',
    type: group('LandingStatsBlock', {
      heading: optional(string('Heading', { hint: 'Leave empty for none.' })),
      items: items('Figures', 'LandingStat', { value: string('Figure', { hint: 'Short, such as 20% or 5 steps.' }), label: string('What it counts') }, 'Two to four read best.'),
    }),
  },
  quotes: {
    label: 'Quotes',
    hint: 'What clients say, in their words, with their name and role. Only real quotes, with the client\'s agreement.',
    summary: 'heading',
    type: group('LandingQuotesBlock', {
      heading: optional(string('Heading', { hint: 'Leave empty for none.' })),
      items: items('Quotes', 'LandingQuote', { quote: text('Quote'), name: string('Name'), role: string('Role', { hint: 'Such as "Owner, a restaurant in Dubai".' }) }, 'One to three.'),
    }),
  },
  faq: {
    label: 'Questions and answers',
    hint: 'The questions a visitor asks before leaving a number; each answer opens under its question.',
    summary: 'heading',
    type: group('LandingFaqBlock', {
      heading: string('Heading'),
      items: items('Questions', 'LandingQuestion', { question: string('Question'), answer: text('Answer') }, 'Three to six read best.'),
    }),
  },
  cta: {
    label: 'Call to action',
    hint: 'A short nudge with a button that takes the visitor to the form.',
    summary: 'heading',
    type: group('LandingCtaBlock', {
      heading: string('Heading'),
      text: text('Text'),
      button: string('Button', { hint: 'Takes the visitor to the form, such as "Get my free evaluation".' }),
    }),
  },
  form: {
    label: 'Contact form',
    hint: "The page's contact form: name and phone number. A page has exactly one form: this block, or the hero's.",
    summary: 'heading',
    type: group('LandingFormBlock', {
      heading: string('Heading'),
      intro: text('Introduction', { hint: 'Under the heading, above the fields: what happens after the visitor sends it.' }),
      button: string('Button', { hint: 'The button that sends the form.' }),
    }),
  },
} as const satisfies Record<string, BlockType>

export type LandingBlockType = keyof typeof LANDING_BLOCKS
export const BLOCK_TYPES = Object.keys(LANDING_BLOCKS) as LandingBlockType[]

/** The block every page opens with. */
export const FIRST_BLOCK: LandingBlockType = 'hero'

export const LANDING = {
  folder: 'content/landing',
  /** Where images of landing pages go; the files name them ../images/<file>. */
  images: 'content/landing/images',
  /** The address of a page without its language prefix: /lp/<slug>/. */
  prefix: LANDING_PREFIX,
  label: 'Landing pages',
  description: 'Campaign landing pages, in both languages: content/landing/<lang>/<slug>.json, the same file name in each language; published at /lp/<slug>/ and /ar/lp/<slug>/.',
  slugRule: { pattern: SLUG_PATTERN, message: 'must be Latin lower-case letters, digits and single hyphens, such as "free-evaluation"' },
  /** A page's languages are the files of one slug; they share its campaign, and a variant is one in every language. */
  translations: {
    pairedBy: 'slug',
    same: {
      campaign: 'both languages of a page belong to the same campaign',
      variantOf: 'both languages of a page are tested against the same original (or neither is a variant)',
    },
  } satisfies Translations,
  type: group('LandingJson', {
    title: string('Page title', { hint: 'Shown in the browser tab and when the page is shared; say what the ad says.' }),
    description: text('Page description', { hint: 'One or two sentences shown when the page is shared.' }),
    campaign: string('Campaign', {
      hint: 'The id of the ad campaign that leads here, as in the ads: lower-case letters, digits and hyphens, such as free-evaluation-2026q4. The same in both languages; every lead from the page carries it.',
      rule: { pattern: SLUG_PATTERN, message: 'must be lower-case letters, digits and single hyphens, such as "free-evaluation-2026q4"' },
    }),
    variantOf: optional(
      string('Variant of', {
        hint: 'Only for a variant: the page it is tested against (same language, same campaign). A variant has its own address, points search engines to the original and is never listed. Leave empty for an ordinary page.',
        rule: { pattern: SLUG_PATTERN, message: 'must be the file name of another landing page, such as "free-evaluation"' },
      }),
    ),
    noindex: optional(
      boolean('Hidden from search engines', { hint: 'On (the default): search engines leave the page out, as a page for paid ads should be. Off: it is listed, in the sitemap too.' }),
    ),
    draft: optional(boolean('Draft', { hint: 'A draft is not published.' })),
    blocks: blocks('Blocks', 'LandingBlock', LANDING_BLOCKS, {
      hint: 'The sections of the page, top to bottom. The first is always the hero; the page has exactly one form (a form block, or the hero\'s).',
    }),
  }),
} as const

/** Whether a page is kept out of search engines: yes unless its file says `"noindex": false`; a variant always is. */
export const isNoindex = (page: { noindex?: unknown; variantOf?: unknown }) => page.noindex !== false || isVariant(page)

/** Whether a page is a variant of another (its `variantOf` names one). Said here only. */
export const isVariant = (page: { variantOf?: unknown }): page is { variantOf: string } => typeof page.variantOf === 'string' && page.variantOf !== ''

/** A landing page, as the build and the `leads` commands read it (entry.ts). */
export type LandingEntry = Entry<typeof LANDING.type>

/** The page a landing page is tested as: a variant's original, or the page itself. */
export const originalOf = (page: Pick<LandingEntry, 'slug' | 'values'>) => (isVariant(page.values) ? page.values.variantOf : page.slug)
