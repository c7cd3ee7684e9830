/**
 * The Insights sentences that name the company take its name from
 * content/site.json in both languages, so a new name changes them with
 * every other page: the feed's title (the feed and the <link> to it in
 * every page's head) and the Insights and topic pages' descriptions. A
 * list's further pages are titled by a whole sentence of each language,
 * with its own punctuation.
 */
import englishInsights from '../../../content/en/insights.json'
import arabicInsights from '../../../content/ar/insights.json'
import site from '../../../content/site.json'
import { topicName } from '../../../src/lib/content/topics'
import { feedTitle, listDescription, listPageTitle } from '../../../src/lib/insights/insights-text'

const RENAMED = 'Acme Media'

describe.each([
  ['English', englishInsights],
  ['Arabic', arabicInsights],
])('%s Insights copy', (_language, copy) => {
  test('the feed title and the descriptions say the company name of site.json, and only that', () => {
    for (const sentence of [feedTitle(copy, RENAMED), listDescription(copy, RENAMED), listDescription(copy, RENAMED, topicName(copy.topics, 'branding'))]) {
      expect(sentence).toContain(RENAMED)
      expect(sentence).not.toContain(site.companyName)
      expect(sentence).not.toMatch(/\{\w+\}/)
    }
  })

  test("a topic page's description names the topic", () => {
    expect(listDescription(copy, site.companyName, topicName(copy.topics, 'measurement'))).toContain(topicName(copy.topics, 'measurement'))
  })
})

test('the second page of the Arabic list is titled with the Arabic comma, the first with the title alone', () => {
  expect(listPageTitle(arabicInsights, arabicInsights.title, 2)).toBe('مقالات ورؤى، الصفحة 2')
  expect(listPageTitle(arabicInsights, arabicInsights.title, 1)).toBe(arabicInsights.title)
})

test('the second page of the English list is titled "Insights, page 2"', () => {
  expect(listPageTitle(englishInsights, englishInsights.title, 2)).toBe('Insights, page 2')
})
