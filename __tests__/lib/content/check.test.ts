/**
 * @jest-environment node
 *
 * The one checker of the content model, kind of field by kind of field: an
 * editor who leaves a field empty, types the wrong kind of value, breaks a
 * field's rule or forgets an image's description is told the file, the
 * language, the block's position and the field, and what to do. Tried on a
 * landing page (blocks, images, the campaign, the original of a variant,
 * the file name) and on the model's own files (a choice, a number, a date,
 * a group, a list).
 */
import { contentProblems, problemText, slugProblems, whereIs, type CheckOptions, type ContentProblem } from '../../../src/lib/content/check'
import { LANDING } from '../../../src/lib/content/landing-model'
import { ARTICLE, SITE_FILE } from '../../../src/lib/content/model'

const EN = whereIs('content/landing/en/free-evaluation.json', 'en')
const AR = whereIs('content/landing/ar/free-evaluation.json', 'ar')

const hero = (locale: 'en' | 'ar') => ({ type: 'hero', heading: locale === 'en' ? 'An honest picture' : 'صورة صادقة', pitch: locale === 'en' ? 'We study your numbers.' : 'ندرس أرقامك.' })
const landing = (locale: 'en' | 'ar', change: Record<string, unknown> = {}) => ({
  $schema: '../../schemas/landing.schema.json',
  title: locale === 'en' ? 'Free evaluation' : 'تقييم مجاني',
  description: locale === 'en' ? 'A free look.' : 'نظرة مجانية.',
  campaign: 'free-evaluation-2026q4',
  blocks: [hero(locale), { type: 'form', heading: locale === 'en' ? 'Book' : 'احجز', intro: locale === 'en' ? 'Leave your number.' : 'اترك رقمك.', button: locale === 'en' ? 'Send' : 'أرسل' }],
  ...change,
})

/** What the build says of a landing page in `locale`, as it says it. */
const landingSays = (locale: 'en' | 'ar', change: Record<string, unknown> = {}, options: CheckOptions = {}) =>
  contentProblems(LANDING.type, landing(locale, change), { images: LANDING.images, ...options }).map((problem) => problemText({ file: `content/landing/${locale}/free-evaluation.json`, language: locale, ...problem }))

const withHero = (locale: 'en' | 'ar', change: Record<string, unknown>) => ({ blocks: [{ ...hero(locale), ...change }, landing(locale).blocks[1]] })

test('a complete page passes in both languages', () => {
  expect([...landingSays('en'), ...landingSays('ar')]).toEqual([])
})

describe('text', () => {
  test('a required field is required in each language: left empty or blank in Arabic only, Arabic fails', () => {
    expect(landingSays('en')).toEqual([])
    expect(landingSays('ar', { title: '  ' })).toEqual([`${AR}: "title" is required`])
  })

  test('a required field of a block names the block by its position and type', () => {
    expect(landingSays('ar', withHero('ar', { pitch: '' }))).toEqual([`${AR}: block 1 (hero): "pitch" is required`])
  })

  test('a value that is not text fails, showing what was there', () => {
    expect(landingSays('en', { title: 42 })).toEqual([`${EN}: "title" must be text (got 42)`])
  })

  test('an optional field may be left out', () => {
    expect(landingSays('en', { variantOf: '' })).toEqual([])
  })
})

describe('true/false', () => {
  test('a toggle holds true or false, not a word', () => {
    expect(landingSays('en', { noindex: 'yes' })).toEqual([`${EN}: "noindex" must be true or false (got "yes")`])
    expect(landingSays('ar', withHero('ar', { form: 1 }))).toEqual([`${AR}: block 1 (hero): "form" must be true or false (got 1)`])
  })
})

describe('lists', () => {
  test('an empty line of a list of lines fails, naming the line from 1', () => {
    expect(landingSays('en', withHero('en', { points: ['Free', ' '] }))).toEqual([`${EN}: block 1 (hero): "points[2]" is empty`])
  })

  test('a field of a list item names the item from 1', () => {
    const faq = { type: 'faq', heading: 'Questions', items: [{ question: 'Is it free?', answer: 'Yes.' }, { question: 'When?', answer: '' }] }
    expect(landingSays('en', { blocks: [hero('en'), faq] })).toEqual([`${EN}: block 2 (faq): "items[2].answer" is required`])
  })

  test('a required list left empty fails', () => {
    expect(landingSays('ar', { blocks: [hero('ar'), { type: 'benefits', heading: 'الفوائد', items: [] }] })).toEqual([`${AR}: block 2 (benefits): "items" is required`])
  })
})

describe('images', () => {
  const imageExists = (src: string) => src === '../images/team.jpg'

  test('an image with its description, whose file is there, passes', () => {
    expect(landingSays('en', withHero('en', { image: '../images/team.jpg', imageAlt: 'The team' }), { imageExists })).toEqual([])
  })

  test("an image needs its description, the field the model names as the image's", () => {
    expect(landingSays('ar', withHero('ar', { image: '../images/team.jpg' }), { imageExists })).toEqual([
      `${AR}: block 1 (hero): "imageAlt" is required when "image" is set: describe the image for visitors who cannot see it`,
    ])
    // An article's cover has another description field; the same rule finds it through the model.
    expect(contentProblems(ARTICLE.type, { title: 'T', description: 'D', date: '2026-11-02', topic: 'branding', cover: '../images/c.png' }).map((problem) => problemText({ file: 'a.md', ...problem }))).toEqual([
      'a.md: "coverAlt" is required when "cover" is set: describe the image for visitors who cannot see it',
    ])
  })

  test('an image whose file is not there fails, saying where to put it', () => {
    expect(landingSays('en', withHero('en', { image: '../images/missing.jpg', imageAlt: 'The team' }), { imageExists })).toEqual([
      `${EN}: block 1 (hero): "image" names ../images/missing.jpg, which is not there: put the file in content/landing/images/ and name it ../images/<file>`,
    ])
  })
})

describe('slug, campaign and reference', () => {
  test('a file name that is not a slug fails, saying what a slug is', () => {
    expect(slugProblems('Free_Evaluation', LANDING.slugRule).map((problem: ContentProblem) => problemText({ file: 'content/landing/en/free-evaluation.json', language: 'en', ...problem }))).toEqual([
      `${EN}: the file name "Free_Evaluation" must be Latin lower-case letters, digits and single hyphens, such as "free-evaluation"`,
    ])
    expect(slugProblems('free-evaluation', LANDING.slugRule)).toEqual([])
  })

  test('a campaign id the ads cannot carry fails, showing its form', () => {
    expect(landingSays('en', { campaign: 'Free Evaluation Q4' })).toEqual([
      `${EN}: "campaign" must be lower-case letters, digits and single hyphens, such as "free-evaluation-2026q4" (got "Free Evaluation Q4")`,
    ])
  })

  test('a reference to another page must be its file name', () => {
    expect(landingSays('ar', { variantOf: 'Free Evaluation' })).toEqual([
      `${AR}: "variantOf" must be the file name of another landing page, such as "free-evaluation" (got "Free Evaluation")`,
    ])
  })
})

describe('choice, number, date and groups', () => {
  const site = { companyName: 'Northwind', contactEmail: 'hello@example.com', defaultPhoneCountry: 'AE', yearsInBusiness: 10, social: [{ network: 'Instagram', url: 'https://instagram.com/x' }], leadRetentionDays: 30, adConsentVersion: '2026-11-28' }
  const siteSays = (change: Record<string, unknown>) => contentProblems(SITE_FILE.type, { ...site, ...change }).map((problem) => problemText({ file: 'content/site.json', ...problem }))

  test('the site facts as they are pass', () => {
    expect(siteSays({})).toEqual([])
  })

  test('a choice not among the options fails, listing them', () => {
    expect(siteSays({ social: [{ network: 'TikTok' }] })).toEqual(['content/site.json: "social[1].network" must be one of Instagram, Facebook, Telegram (got "TikTok")'])
  })

  test('a number below its minimum, or not whole, fails', () => {
    expect(siteSays({ leadRetentionDays: 0 })).toEqual(['content/site.json: "leadRetentionDays" must be 1 or more (got 0)'])
    expect(siteSays({ yearsInBusiness: 2.5 })).toEqual(['content/site.json: "yearsInBusiness" must be a whole number (got 2.5)'])
  })

  test('a date that is no day fails, showing how to write one', () => {
    const says = contentProblems(ARTICLE.type, { title: 'T', description: 'D', date: '2026-02-30', topic: 'branding' }).map((problem) => problemText({ file: 'a.md', ...problem }))
    expect(says).toEqual(['a.md: "date" must be a date written YYYY-MM-DD, such as "2026-11-24" (got "2026-02-30")'])
  })

  test('an ad consent wording date not written YYYY-MM-DD fails', () => {
    expect(siteSays({ adConsentVersion: '28/11/2026' })).toEqual(['content/site.json: "adConsentVersion" must be a date written YYYY-MM-DD, such as "2026-11-28" (got "28/11/2026")'])
  })

  test('a group where a value should be fails', () => {
    expect(siteSays({ social: ['https://instagram.com/x'] })).toEqual(['content/site.json: "social[1]" must be a group of fields'])
  })
})

describe('blocks', () => {
  test('a block of an unknown type, or of none, fails, naming its position and the types there are', () => {
    expect(landingSays('en', { blocks: [hero('en'), { type: 'video', heading: 'Watch' }] })).toEqual([
      `${EN}: block 2 has the unknown type "video": a block's type is one of hero, benefits, program, stats, quotes, faq, cta, form`,
    ])
    expect(landingSays('ar', { blocks: [hero('ar'), { heading: 'شاهد' }] })).toEqual([
      `${AR}: block 2 has no "type": a block's type is one of hero, benefits, program, stats, quotes, faq, cta, form`,
    ])
  })

  test('a misspelt field of a block fails instead of being left out unseen', () => {
    expect(landingSays('en', withHero('en', { heding: 'x' }))).toEqual([`${EN}: block 1 (hero): "heding" is not a field of this block: check its spelling`])
  })
})
