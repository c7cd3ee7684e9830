/**
 * @jest-environment node
 *
 * The build refuses content where the languages differ, naming the file, the
 * field and the language, so an editor who adds a sentence in English is told
 * where the Arabic one is missing before any visitor sees a gap.
 */
import fs from 'node:fs'
import path from 'node:path'
import * as parity from '../../gatsby/pipeline/parity'
import { contentOfNodes } from '../../gatsby/site-content/checks'
import { problemText } from '../../src/lib/content/check'
import { CONTENT_FILES } from '../../src/lib/content/model'
import { LOCALE_CODES } from '../../src/lib/i18n/locales'

type ContentByLocale = parity.ContentByLocale
// Each problem as the build says it: file and language, field, what is wrong.
const contentParityProblems = (content: ContentByLocale) => parity.contentParityProblems(content).map(problemText)

/** Each language's files as the build has them: a node per file, made as gatsby-transformer-json makes it, beside its File node. */
const nodes = CONTENT_FILES.filter((file) => file.scope === 'language').flatMap((file) =>
  LOCALE_CODES.map((locale) => {
    const json = JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'content', locale, `${file.name}.json`), 'utf8'))
    const parent = { id: `file-${locale}-${file.name}`, relativeDirectory: locale, name: file.name }
    return { node: { ...json, id: `json-${locale}-${file.name}`, parent: parent.id, children: [], internal: { type: file.type.name }, fields: { locale } }, parent }
  }),
)
const content = contentOfNodes({
  getNodesByType: ((type: string) => nodes.filter(({ node }) => node.internal.type === type).map(({ node }) => node)) as never,
  getNode: ((id: string) => nodes.find(({ parent }) => parent.id === id)?.parent) as never,
})

/** A copy of the real content that can be broken in one place. */
const realContent = (): ContentByLocale => JSON.parse(JSON.stringify(content))

test('the content as it is has the same fields, steps, approaches and chapters in every language', () => {
  expect(contentParityProblems(content)).toEqual([])
})

test('a field missing in Arabic is named with its file, its path and the language', () => {
  const broken = realContent()
  delete (broken.ar!['home.json'] as { hero: Record<string, unknown> }).hero.pitch
  expect(contentParityProblems(broken)).toEqual(['content/ar/home.json (العربية, ar): "hero.pitch" is missing in ar (it is in en)'])
})

test('a field left empty in one language is named', () => {
  const broken = realContent()
  ;(broken.ar!['form.json'] as Record<string, string>).phoneHint = '  '
  expect(contentParityProblems(broken)).toEqual(['content/ar/form.json (العربية, ar): "phoneHint" is empty in ar'])
})

test('a field only one language has is named in the other', () => {
  const broken = realContent()
  ;(broken.ar!['story.json'] as Record<string, string>).subtitle = 'عنوان فرعي'
  expect(contentParityProblems(broken)).toEqual(['content/en/story.json (English, en): "subtitle" is missing in en (it is in ar)'])
})

test('a step that exists in one language only is named by its number', () => {
  const broken = realContent()
  ;(broken.en!['steps.json'] as { steps: unknown[] }).steps.push({ number: 6, title: 'Scale up', text: 'More of what works.' })
  expect(contentParityProblems(broken)).toEqual(['content/ar/steps.json (العربية, ar): "steps[number=6]" is missing in ar (it is in en)'])
})

test('steps are matched by number, not by place, so a step moved in one language is still compared with its translation', () => {
  const broken = realContent()
  const steps = (broken.ar!['steps.json'] as { steps: { number: number; text: string }[] }).steps
  steps.reverse()
  steps.find((step) => step.number === 4)!.text = ''
  expect(contentParityProblems(broken)).toEqual(['content/ar/steps.json (العربية, ar): "steps[number=4].text" is empty in ar'])
})

test('a service approach that exists in one language only is named by its id', () => {
  const broken = realContent()
  const approaches = (broken.ar!['services.json'] as { approaches: { id: string }[] }).approaches
  approaches.splice(approaches.findIndex((approach) => approach.id === 'target'), 1)
  expect(contentParityProblems(broken)).toEqual(['content/ar/services.json (العربية, ar): "approaches[id="target"]" is missing in ar (it is in en)'])
})

test('a story chapter that exists in one language only is named by its place', () => {
  const broken = realContent()
  ;(broken.ar!['story.json'] as { chapters: unknown[] }).chapters.pop()
  expect(contentParityProblems(broken)).toEqual(['content/ar/story.json (العربية, ar): "chapters[2]" is missing in ar (it is in en)'])
})

test('a sentence that lost its placeholder in one language is named', () => {
  const broken = realContent()
  ;(broken.ar!['home.json'] as { program: { heading: string } }).program.heading = 'برنامجنا في خمس خطوات'
  expect(contentParityProblems(broken)).toEqual([
    'content/ar/home.json (العربية, ar): "program.heading" has the placeholders {} in ar but {count} in en',
  ])
})

test('a file one language lacks is named', () => {
  const broken = realContent()
  delete broken.ar!['thank-you.json']
  expect(contentParityProblems(broken)).toEqual([
    'content/ar/thank-you.json (العربية, ar): is missing: every language needs its own copy of thank-you.json',
  ])
})

test("the build reads each language's files from their nodes, without Gatsby's own keys", () => {
  expect(Object.keys(content.ar!).sort()).toEqual(CONTENT_FILES.filter((file) => file.scope === 'language').map((file) => `${file.name}.json`).sort())
  expect(Object.keys(content.en!['home.json'] as object)).not.toContain('internal')
})

test("any content type's languages are checked on the fields its model says they share, the first language's file named", () => {
  const translations = { pairedBy: 'slug', same: { topic: 'both languages of an article are listed under the same topic' } } as const
  const article = (language: 'en' | 'ar', slug: string, topic: string) => ({ file: `content/insights/${language}/${slug}.md`, language, slug, values: { topic } })
  const articles = [article('en', 'measure', 'measurement'), article('ar', 'measure', 'strategy'), article('ar', 'alone', 'branding')]
  expect(parity.translationProblems(articles, translations).map(problemText)).toEqual([
    'content/insights/ar/measure.md (العربية, ar): "topic" is "strategy" but "measurement" in English (content/insights/en/measure.md): both languages of an article are listed under the same topic',
  ])
  expect(parity.translationProblems(articles, { pairedBy: 'slug' })).toEqual([])
})
