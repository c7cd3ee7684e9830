/**
 * @jest-environment node
 *
 * Under an article, three to read next: others of its topic first, newest
 * first, then the newest of the rest; never the article itself.
 */
import { relatedArticles } from '../../../src/lib/insights/insights'

const article = (id: string, topic: string, date: string) => ({ id, topic, date })

const reading = article('reading', 'measurement', '2026-10-01')
const all = [
  reading,
  article('old-measurement', 'measurement', '2025-01-01'),
  article('new-strategy', 'strategy', '2026-11-20'),
  article('newer-measurement', 'measurement', '2026-09-01'),
  article('branding', 'branding', '2026-11-01'),
  article('oldest-strategy', 'strategy', '2024-05-05'),
]

test('same topic first, newest first, then the newest others, three in all', () => {
  expect(relatedArticles(reading, all).map(({ id }) => id)).toEqual(['newer-measurement', 'old-measurement', 'new-strategy'])
})

test('with fewer articles, all the others; alone, none', () => {
  expect(relatedArticles(reading, all.slice(0, 3)).map(({ id }) => id)).toEqual(['old-measurement', 'new-strategy'])
  expect(relatedArticles(reading, [reading])).toEqual([])
})

test('a topic with enough articles fills the three by itself', () => {
  const sameTopic = [reading, ...['a', 'b', 'c', 'd'].map((id, index) => article(id, 'measurement', `2026-0${index + 1}-01`)), article('z', 'strategy', '2027-01-01')]
  expect(relatedArticles(reading, sameTopic).map(({ id }) => id)).toEqual(['d', 'c', 'b'])
})
