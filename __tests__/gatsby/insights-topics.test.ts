/**
 * Every topic of the content model has its name selected wherever the
 * Insights copy is queried: the InsightsCopy fragment the pages share and
 * the feeds' query. A topic added to TOPICS but not selected would show as
 * its raw id on the cards, the topic pages, the JSON-LD and in the feed.
 */
import { graphql } from 'gatsby'
import '../../src/components/insights/insights-copy'
import { TOPICS } from '../../src/lib/content/model'
import { writeFeeds } from '../../gatsby/insights/rss-feed'
import type { BuildArgs } from 'gatsby'

// Read at load, before Jest clears the mock's calls for the first test.
const fragments = jest.mocked(graphql).mock.calls.map(([strings]) => (strings as TemplateStringsArray).join(''))

/** The fields selected inside `topics { ... }` of a query. */
const topicSelection = (query: string) => query.match(/topics\s*\{([^}]*)\}/)?.[1].trim().split(/\s+/) ?? []

test('the InsightsCopy fragment selects the name of every topic', () => {
  const copyFragment = fragments.find((fragment) => fragment.includes('fragment InsightsCopy'))!
  expect(topicSelection(copyFragment).sort()).toEqual([...TOPICS].sort())
})

test("the feeds' query selects the name of every topic", async () => {
  const query = jest.fn(async () => ({ errors: ['stop here'] }))
  await writeFeeds({ graphql: query, reporter: { panicOnBuild: jest.fn() } } as unknown as BuildArgs)
  expect(topicSelection(String(query.mock.calls[0])).sort()).toEqual([...TOPICS].sort())
})
