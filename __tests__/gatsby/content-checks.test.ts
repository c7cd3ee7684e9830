/**
 * @jest-environment node
 *
 * The build checks every site content file with the rules of the content
 * model as its node is created, failing with the file, its language and the
 * field named. Every rule the model gives a site.json field is tried here
 * with a value that breaks it, so a rule the checks stop enforcing fails a
 * test (and a rule added to the model is tried without a test to write).
 */
import type { CreateNodeArgs } from 'gatsby'
import site from '../../content/site.json'
import { checkContent } from '../../gatsby/site-content/checks'
import englishSteps from '../../content/en/steps.json'
import arabicSteps from '../../content/ar/steps.json'
import arabicInsights from '../../content/ar/insights.json'
import type { Field, ObjectType } from '../../src/lib/content/fields'
import { SITE_FILE } from '../../src/lib/content/model'

type Json = Record<string, unknown>

/** What the build says about `content` as the node of type `type` made from content/<relativePath>. */
function failuresOf(type: string, content: Json, relativePath: string): string[] {
  const reporter = { panicOnBuild: jest.fn() }
  const node = { ...content, id: 'node', parent: 'file', children: [], internal: { type } }
  const file = { relativePath, relativeDirectory: relativePath.split('/').slice(0, -1).join('/'), name: relativePath.split('/').pop()!.replace('.json', '') }
  checkContent({ node, reporter, getNode: () => file } as unknown as CreateNodeArgs)
  // One report, every problem a line of it.
  expect(reporter.panicOnBuild.mock.calls.length).toBeLessThanOrEqual(1)
  return reporter.panicOnBuild.mock.calls.flatMap(([message]) => (message as string).split('\n'))
}

/** What the build says about `content` as content/site.json. */
const buildFailures = (content: Json) => failuresOf('SiteJson', content, 'site.json')

/** A value that breaks `field`'s rule, if it has one. */
function brokenValue(field: Field): string | number | undefined {
  if (field.kind === 'select') return 'Not one of them'
  if ((field.kind === 'integer' || field.kind === 'number') && field.minimum !== undefined) return field.minimum - 1
  if ((field.kind === 'string' || field.kind === 'text') && field.rule) return 'not valid'
  return undefined
}

/** Every rule of `type` as [path in the file, a content with that one value broken]. */
function brokenCopies(type: ObjectType, content: Json, at: (copy: Json) => Json, path: string): [string, Json][] {
  return Object.entries(type.fields).flatMap(([name, field]): [string, Json][] => {
    if (field.kind === 'list') {
      const list = (at(content)[name] as Json[]) ?? []
      return list.length === 0 ? [] : brokenCopies(field.type, content, (copy) => (at(copy)[name] as Json[])[0], `${path}${name}[1].`)
    }
    if (field.kind === 'object') return brokenCopies(field.type, content, (copy) => at(copy)[name] as Json, `${path}${name}.`)
    const value = brokenValue(field)
    if (value === undefined) return []
    const copy = structuredClone(content)
    at(copy)[name] = value
    return [[`${path}${name}`, copy]]
  })
}

const RULES = brokenCopies(SITE_FILE.type, site, (copy) => copy, '')

test('site.json as it is passes', () => {
  expect(buildFailures(site)).toEqual([])
})

test('the checks cover the rules of the content model: country, e-mail, years, WhatsApp number, social networks and addresses, retention, ad consent wording date', () => {
  expect(RULES.map(([field]) => field)).toEqual([
    'contactEmail',
    'defaultPhoneCountry',
    'yearsInBusiness',
    'whatsappNumber',
    'social[1].network',
    'social[1].url',
    'leadRetentionDays',
    'adConsentVersion',
  ])
})

test.each(RULES)('a value that breaks the rule of "%s" fails the build naming the file and the field', (field, content) => {
  const [failure, ...others] = buildFailures(content)
  expect(others).toEqual([])
  expect(failure).toMatch(new RegExp(`^content/site\\.json: "${field.replace(/[[\]]/g, '\\$&')}" must .+ \\(got ("Not one of them"|"not valid"|-?\\d+)\\)$`))
})

test('the messages say what is expected', () => {
  expect(buildFailures({ ...site, defaultPhoneCountry: 'UAE', social: [{ network: 'TikTok', url: 'http://tiktok.com' }] })).toEqual([
    'content/site.json: "defaultPhoneCountry" must be a two-letter country code such as "AE" (got "UAE")',
    'content/site.json: "social[1].network" must be one of Instagram, Facebook, Telegram (got "TikTok")',
    'content/site.json: "social[1].url" must start with https:// (got "http://tiktok.com")',
  ])
})

test('a WhatsApp number written right but that cannot exist fails; an empty one hides the links and passes', () => {
  expect(buildFailures({ ...site, whatsappNumber: '+9710000' })).toEqual([
    'content/site.json: "whatsappNumber" must be a phone number in international format such as "+971501234567" (got "+9710000")',
  ])
  expect(buildFailures({ ...site, whatsappNumber: '' })).toEqual([])
})

test('a retention period of 0 days, which would delete every lead at once, or of half a day fails the build', () => {
  expect(buildFailures({ ...site, leadRetentionDays: 0 })).toEqual(['content/site.json: "leadRetentionDays" must be 1 or more (got 0)'])
  expect(buildFailures({ ...site, leadRetentionDays: 1.5 })).toEqual(['content/site.json: "leadRetentionDays" must be a whole number (got 1.5)'])
  expect(buildFailures({ ...site, leadRetentionDays: '30' })).toEqual(['content/site.json: "leadRetentionDays" must be a whole number (got "30")'])
})

test('a missing required fact fails the build naming it', () => {
  const withoutName: Json = { ...site }
  delete withoutName.companyName
  expect(buildFailures(withoutName)).toEqual(['content/site.json: "companyName" is required'])
})

describe('the program steps', () => {
  const stepsFailures = (steps: typeof englishSteps.steps) => failuresOf('StepsJson', { ...arabicSteps, steps }, 'ar/steps.json')

  test('as they are, in both languages, pass', () => {
    expect(stepsFailures(englishSteps.steps)).toEqual([])
    expect(stepsFailures(arabicSteps.steps)).toEqual([])
  })

  test('a step moved without renumbering fails the build, saying how to fix it', () => {
    const [first, second, ...rest] = englishSteps.steps
    expect(stepsFailures([second, first, ...rest])).toEqual([
      'content/ar/steps.json (العربية, ar): "steps[1].number" is 2, but it is step 1 in the list: number the steps 1 to 5 in the order they are listed',
      'content/ar/steps.json (العربية, ar): "steps[2].number" is 1, but it is step 2 in the list: number the steps 1 to 5 in the order they are listed',
    ])
  })
})

describe("a language's files", () => {
  test('a required field left empty in Arabic fails, naming the file, the language and the field', () => {
    expect(failuresOf('InsightsJson', { ...arabicInsights, heading: ' ' }, 'ar/insights.json')).toEqual(['content/ar/insights.json (العربية, ar): "heading" is required'])
  })

  test('a misspelt field fails instead of being left out unseen', () => {
    expect(failuresOf('InsightsJson', { ...arabicInsights, hedaing: 'مقالات' }, 'ar/insights.json')).toEqual([
      'content/ar/insights.json (العربية, ar): "hedaing" is not a field of this file: check its spelling',
    ])
  })

  test('each topic is named once: a topic left out or named twice fails, saying which', () => {
    expect(failuresOf('InsightsJson', arabicInsights, 'ar/insights.json')).toEqual([])
    const [first, ...others] = arabicInsights.topics
    expect(failuresOf('InsightsJson', { ...arabicInsights, topics: others }, 'ar/insights.json')).toEqual([
      `content/ar/insights.json (العربية, ar): "topics" has no name for the topic "${first.topic}": add one`,
    ])
    expect(failuresOf('InsightsJson', { ...arabicInsights, topics: [...arabicInsights.topics, first] }, 'ar/insights.json')).toEqual([
      `content/ar/insights.json (العربية, ar): "topics" names the topic "${first.topic}" 2 times: keep one`,
    ])
  })

  test('a topic name for a topic that does not exist fails, listing the topics', () => {
    expect(failuresOf('InsightsJson', { ...arabicInsights, topics: [...arabicInsights.topics, { topic: 'seo', name: 'تحسين محركات البحث' }] }, 'ar/insights.json')).toEqual([
      'content/ar/insights.json (العربية, ar): "topics[5].topic" must be one of strategy, advertising, measurement, branding (got "seo")',
    ])
  })
})
