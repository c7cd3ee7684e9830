/**
 * The published Insights articles as the tests expect to find them, read
 * from content/insights/<lang>/<slug>.md (drafts left out, as a production
 * build leaves them out), with the Insights copy of each language.
 */
import fs from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import enInsights from '../../../content/en/insights.json'
import arInsights from '../../../content/ar/insights.json'
import { topicName, type Topic } from '../../../src/lib/content/topics'
import { TOC_MIN_HEADINGS } from '../../../src/lib/insights/article-html'
import { INSIGHTS_PATH, articlePath, topicPath } from '../../../src/lib/insights/insights'
import { LOCALE_CODES, localizedPath, type Locale } from '../../../src/lib/i18n/locales'
import { fillTemplate } from '../../../src/lib/i18n/text'

const FOLDER = path.join(__dirname, '..', '..', '..', 'content', 'insights')

export const insightsCopy = (locale: Locale) => ({ en: enInsights, ar: arInsights })[locale]

export type Article = {
  locale: Locale
  slug: string
  originalPath: string
  path: string
  title: string
  description: string
  topic: Topic
  date: string
  /** The languages the article is written in. */
  languages: Locale[]
  /** Its Markdown text, below the front matter. */
  text: string
}

const read = (locale: Locale) =>
  fs
    .readdirSync(path.join(FOLDER, locale))
    .filter((name) => name.endsWith('.md'))
    .map((name) => ({ slug: name.replace(/\.md$/, ''), ...matter(fs.readFileSync(path.join(FOLDER, locale, name), 'utf8')) }))
    .filter(({ data }) => data.draft !== true)

const day = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10)

const found = LOCALE_CODES.flatMap((locale) => read(locale).map((article) => ({ locale, ...article })))

/** Every published article, newest first. */
export const ARTICLES: Article[] = found
  .map(({ locale, slug, data, content }) => ({
    locale,
    slug,
    originalPath: articlePath(slug),
    path: localizedPath(articlePath(slug), locale),
    title: String(data.title),
    description: String(data.description),
    topic: data.topic,
    date: day(data.date),
    languages: LOCALE_CODES.filter((other) => found.some((article) => article.locale === other && article.slug === slug)),
    text: content,
  }))
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug))

export const articlesFor = (locale: Locale) => ARTICLES.filter((article) => article.locale === locale)

const lines = (article: Article, pattern: RegExp) => article.text.split('\n').filter((line) => pattern.test(line)).length

/** Whether the article's page shows a table of contents: it has enough sections (`## ` headings). */
export const hasTableOfContents = (article: Article) => lines(article, /^## /) >= TOC_MIN_HEADINGS

/** Whether the article's text has a table and a list. */
export const hasTableAndList = (article: Article) => lines(article, /^\|/) > 0 && lines(article, /^(?:[-*]|\d+\.) /) > 0

/** The topics that have articles in a language, and their pages' paths. */
export const topicsFor = (locale: Locale) => [...new Set(articlesFor(locale).map((article) => article.topic))].sort()

export const topicPageFor = (locale: Locale, topic: Article['topic']) => {
  const copy = insightsCopy(locale)
  const name = topicName(copy.topics, topic)
  return {
    locale,
    originalPath: topicPath(topic),
    path: localizedPath(topicPath(topic), locale),
    heading: fillTemplate(copy.topicTitle, { topic: name }),
    description: fillTemplate(copy.topicDescription, { topic: name }),
    languages: LOCALE_CODES.filter((other) => articlesFor(other).some((article) => article.topic === topic)),
  }
}

/** Every Insights page of a language but the first list page (which support/content.ts lists with the other pages). */
export const insightsPathsFor = (locale: Locale) => [...articlesFor(locale).map((article) => article.path), ...topicsFor(locale).map((topic) => topicPageFor(locale, topic).path)]

export const insightsListPath = (locale: Locale) => localizedPath(INSIGHTS_PATH, locale)
