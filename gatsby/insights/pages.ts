/**
 * The Insights pages of each language, from the published articles'
 * entries (nodes.ts: file, language, slug, front matter; checked as their
 * nodes were made, checks.ts), GraphQL giving only what the transformer
 * makes, each article's rendered HTML, by its node's id: the list, 9 cards
 * a page (/insights/, /insights/page/2/
 * ...), one list per topic that has articles (/insights/topic/<topic>/),
 * and one page per article (/insights/<slug>/), under /ar/ for Arabic. Each
 * page's context names the languages it exists in, so the head's hreflang
 * links, the sitemap and the language switch only point to pages that exist;
 * an article in one language only switches to the other language's Insights
 * page, which says the article is not translated. Every Insights page is
 * for search engines (`noindex` false in its context).
 */
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { duplicateSlugProblems } from './checks'
import { RENDERED_ELEMENTS, sanitizeMarkdownHtml } from './html-allow-list'
import { htmlProblems } from './html-checks'
import { articleDays, publishedArticles } from './nodes'
import { translationProblems } from '../pipeline/parity'
import { reportProblems } from '../pipeline/report'
import type { ContentProblem } from '../../src/lib/content/check'
import { languagesOf } from '../../src/lib/content/entry'
import { ARTICLE } from '../../src/lib/content/model'
import { TOPICS } from '../../src/lib/content/topics'
import { INSIGHTS_PATH, NOT_TRANSLATED_ID, PAGE_SIZE, articlePath, listPagePath, pageCount, relatedArticles, topicPath } from '../../src/lib/insights/insights'
import { LOCALE_CODES, localizedPath, type Locale } from '../../src/lib/i18n/locales'
import { finishArticleHtml } from '../../src/lib/insights/article-html'
import { ARTICLE_PAGE_IDS } from '../../src/lib/insights/article-ids'
import type { ArticlePageContext, ListPageContext } from '../../src/lib/insights/page-contexts'

type ArticleLabels = { locale: Locale; newTabLabel: string; tableLabel: string }
/** What only gatsby-transformer-remark makes of an article: its Markdown rendered, by its node's id. */
type RenderedArticle = { id: string; html: string }

const LIST_TEMPLATE = path.resolve('src/templates/insights-list.tsx')
const ARTICLE_TEMPLATE = path.resolve('src/templates/insights-article.tsx')

const languagesWith = (test: (locale: Locale) => boolean) => LOCALE_CODES.filter(test)

export async function createInsightsPages({ graphql, getNodesByType, getNode, actions, reporter }: Pick<CreatePagesArgs, 'graphql' | 'getNodesByType' | 'getNode' | 'actions' | 'reporter'>) {
  const articles = publishedArticles({ getNodesByType, getNode })
  const result = await graphql<{ allMarkdownRemark: { nodes: RenderedArticle[] }; allInsightsJson: { nodes: ArticleLabels[] } }>(
    `
      query InsightsPages($ids: [String!]!) {
        allInsightsJson {
          nodes {
            locale
            newTabLabel
            tableLabel
          }
        }
        allMarkdownRemark(filter: { id: { in: $ids } }) {
          nodes {
            id
            html
          }
        }
      }
    `,
    { ids: articles.map((article) => article.id) },
  )
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Insights: the articles could not be read', result.errors)
    return
  }
  const rendered = new Map(result.data.allMarkdownRemark.nodes.map(({ id, html }) => [id, html]))
  const htmlOf = (article: { id: string }) => rendered.get(article.id) ?? ''
  const labels = (locale: Locale) => {
    const copy = result.data?.allInsightsJson.nodes.find((node) => node.locale === locale)
    if (!copy) throw new Error(`content/${locale}/insights.json is missing`)
    return { newTabLabel: copy.newTabLabel, tableLabel: copy.tableLabel }
  }
  // The Markdown was checked line by line (checks.ts); the rendered
  // text is checked too, for what only its parts joined make (a quote left
  // open in one, an attribute in the next).
  const renderedProblems = articles.flatMap((article) =>
    htmlProblems(htmlOf(article), RENDERED_ELEMENTS).map(({ problem }): ContentProblem => ({ file: article.file, language: article.language, message: `"body", as rendered: ${problem}; look for a tag or a quote left open` })),
  )
  reportProblems(reporter, [...duplicateSlugProblems(articles), ...renderedProblems, ...translationProblems(articles, ARTICLE.translations)])

  const inLocale = (locale: Locale) => articles.filter((article) => article.language === locale)
  const listsOf = (topic: string | null) => (locale: Locale) => inLocale(locale).filter((article) => topic === null || article.values.topic === topic)

  // The list and each topic's list, paginated.
  for (const topic of [null, ...TOPICS]) {
    const base = topic ? topicPath(topic) : INSIGHTS_PATH
    const counts = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, listsOf(topic)(locale).length])) as Record<Locale, number>
    for (const locale of LOCALE_CODES) {
      // A topic page exists where the topic has articles; the list always does.
      if (topic && counts[locale] === 0) continue
      const pages = pageCount(counts[locale])
      for (let page = 1; page <= pages; page += 1) {
        const originalPath = listPagePath(base, page)
        const languages = languagesWith((other) => (topic ? counts[other] > 0 : true) && pageCount(counts[other]) >= page)
        const context: ListPageContext = {
          locale,
          originalPath,
          languages,
          fallbackPath: INSIGHTS_PATH,
          noindex: false,
          topics: topic ? [topic] : [...TOPICS],
          topic,
          skip: (page - 1) * PAGE_SIZE,
          limit: PAGE_SIZE,
          page,
          pages,
          basePath: base,
        }
        actions.createPage({ path: localizedPath(originalPath, locale), component: LIST_TEMPLATE, context })
      }
    }
  }

  // Each article, with the languages it is written in and the articles to read next.
  const summaryOf = ({ id, values }: (typeof articles)[number]) => ({ id, topic: values.topic, date: articleDays(values).published })
  for (const article of articles) {
    const { language: locale, slug } = article
    const related = relatedArticles(summaryOf(article), inLocale(locale).map(summaryOf)).map((row) => row.id)
    const context: ArticlePageContext = {
      locale,
      originalPath: articlePath(slug),
      languages: languagesOf(article, articles, ARTICLE.translations),
      fallbackPath: `${INSIGHTS_PATH}#${NOT_TRANSLATED_ID}`,
      noindex: false,
      id: article.id,
      related,
      modified: articleDays(article.values).modified,
      // Only what the allow-list keeps reaches the page, whatever the checks missed.
      body: finishArticleHtml(sanitizeMarkdownHtml(htmlOf(article)), { ...labels(locale), pageIds: ARTICLE_PAGE_IDS }),
    }
    actions.createPage({ path: localizedPath(articlePath(slug), locale), component: ARTICLE_TEMPLATE, context })
  }
}
