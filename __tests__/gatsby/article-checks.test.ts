/**
 * @jest-environment node
 *
 * The build refuses an article that breaks a rule of the content model,
 * naming the file, the field and the language: each rule is tried here
 * with one article that breaks it and nothing else.
 */
import * as checks from '../../gatsby/insights/checks'
import { isUnwritten } from '../../gatsby/insights/nodes'
import { problemText } from '../../src/lib/content/check'
import type { ArticleEntry } from '../../src/lib/content/model'

const { imagesWithoutAlt } = checks
type Article = Parameters<typeof checks.articleProblems>[0]
// Each problem as the build says it: file and language, field, what is wrong.
const articleProblems = (article: Article) => checks.articleProblems(article).map(problemText)
const duplicateSlugProblems = (articles: Pick<ArticleEntry, 'file' | 'language' | 'slug'>[]) => checks.duplicateSlugProblems(articles).map(problemText)
const unwritten = (values: Record<string, unknown>, body: string) => isUnwritten({ values: values as ArticleEntry['values'], body })

const valid: Article = {
  file: 'content/insights/ar/one-brand-two-languages.md',
  language: 'ar',
  slug: 'one-brand-two-languages',
  values: {
    title: 'علامة واحدة بلغتين',
    description: 'كيف تبني علامة تجارية واحدة بالعربية والإنجليزية.',
    // As YAML reads an unquoted date, and gatsby-transformer-remark stores it.
    date: '2026-11-02T00:00:00.000Z',
    topic: 'branding',
    cover: '../images/cover.png',
    coverAlt: 'رسم لشعار واحد بلغتين',
    draft: false,
  } as ArticleEntry['values'],
  body: 'نص المقال.\n\n![رسم يوضح الفكرة](../images/diagram.png)\n',
}

const problemsWith = (change: Partial<Omit<Article, 'values'>> & { frontmatter?: Record<string, unknown> }) =>
  articleProblems({ ...valid, ...change, values: { ...valid.values, ...change.frontmatter } as ArticleEntry['values'] })

test('a complete article passes', () => {
  expect(articleProblems(valid)).toEqual([])
})

test.each(['title', 'description', 'date', 'topic'])('a missing %s fails, naming the file, the field and the language', (field) => {
  const problems = problemsWith({ frontmatter: { [field]: undefined } })
  expect(problems).toEqual([`content/insights/ar/one-brand-two-languages.md (العربية, ar): "${field}" is required`])
})

test('an unknown topic fails and lists the topics', () => {
  expect(problemsWith({ frontmatter: { topic: 'seo' } })).toEqual([
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "topic" must be one of strategy, advertising, measurement, branding (got "seo")',
  ])
})

test.each(['next week', '2026-02-30', '24/11/2026'])('a date that is not a date (%s) fails', (date) => {
  const [problem] = problemsWith({ frontmatter: { date } })
  expect(problem).toMatch(/\(العربية, ar\): "date" must be a date written YYYY-MM-DD/)
  expect(problemsWith({ frontmatter: { updated: date } })[0]).toMatch(/"updated" must be a date/)
})

test('a cover without alt text fails; no cover needs none', () => {
  expect(problemsWith({ frontmatter: { coverAlt: ' ' } })).toEqual([
    'content/insights/ar/one-brand-two-languages.md (العربية, ar): "coverAlt" is required when "cover" is set: describe the image for visitors who cannot see it',
  ])
  expect(problemsWith({ frontmatter: { cover: undefined, coverAlt: undefined } })).toEqual([])
})

test('an image in the text without alt text fails, in Markdown or HTML', () => {
  expect(imagesWithoutAlt('![](../images/a.png) and ![ok](../images/b.png) <img src="c.png"> <img alt="" src="d.png"> <img alt="fine" src="e.png">')).toEqual([
    '../images/a.png',
    'c.png',
    'd.png',
  ])
  const [problem] = problemsWith({ body: 'Text.\n\n![](../images/diagram.png)' })
  expect(problem).toContain('(العربية, ar): the image "../images/diagram.png" in the text has no alt text')
})

test('a file name that is not a Latin slug, or is taken by the list pages, fails', () => {
  expect(problemsWith({ slug: 'Measure_Ads' })[0]).toContain('the file name "Measure_Ads" must be Latin lower-case letters')
  expect(problemsWith({ slug: 'قياس' })[0]).toContain('must be Latin lower-case letters')
  expect(problemsWith({ slug: 'page' })[0]).toContain('taken by the Insights pages')
})

test('two articles of one language with the same slug fail; the same slug in two languages is a translation', () => {
  const en = { file: 'content/insights/en/a.md', language: 'en' as const, slug: 'a' }
  expect(duplicateSlugProblems([en, { ...en, file: 'content/insights/ar/a.md', language: 'ar' }])).toEqual([])
  expect(duplicateSlugProblems([en, { ...en, file: 'content/insights/en/2026/a.md' }])).toEqual([
    'content/insights/en/2026/a.md (English, en): "slug" "a" is already used by content/insights/en/a.md: two articles of one language cannot share an address; rename one file',
  ])
})

test('a language left empty in the CMS is told apart from an article begun in it', () => {
  expect(unwritten({ title: '' }, '')).toBe(true)
  expect(unwritten({ title: '', draft: false }, '\n \n')).toBe(true)
  expect(unwritten({ title: '', draft: true }, '')).toBe(true)
  expect(unwritten({ title: '', date: '2026-11-24T00:00:00.000Z' }, '')).toBe(false)
  expect(unwritten({ title: '' }, 'كلمة')).toBe(false)
  expect(isUnwritten(valid)).toBe(false)
})
