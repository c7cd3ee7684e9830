/**
 * An Insights article, rendered from its query data: title, date, topic and
 * reading time, cover, table of contents (three or more sections), the
 * text, three articles to read next, and the contact form, whose leads are
 * recorded as form "article" with this article's address.
 */
import type { ReactNode } from 'react'
import ArticleBody, { articleBodyStyle } from './article-body'
import ArticleGrid from './article-grid'
import ArticleHeader from './article-header'
import TableOfContents from './table-of-contents'
import type { ArticleCardData, InsightsCopy } from './insights-copy'
import ContactCard from '../contact/contact-card'
import { formIds } from '../contact/contact-form'
import Container from '../layout/container'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { finishArticleHtml, TOC_MIN_HEADINGS, type ArticleHeading } from '../../lib/insights/article-html'
import { colors, media, radii, space } from '../../theme/tokens'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

export type ArticleData = {
  html: string
  title: string
  description: string
  date: string
  dateText: string
  updated?: string | null
  updatedText?: string | null
  topic: string
  readingTime: string
  cover?: IGatsbyImageData
  /** The cover's address where there is no resized image: the CMS preview. */
  coverSrc?: string
  coverAlt?: string | null
}

const RELATED_ID = 'related'

/**
 * The ids the article page gives its own parts (the layout's main, the
 * contents' heading, the Read next section, the form's fields, their hints
 * and errors, its thank-you), which no heading of the text may take: a
 * "## Related" heading would share an id with the Read next section and its
 * contents link would jump there.
 */
export const ARTICLE_PAGE_IDS: readonly string[] = [
  'main',
  'toc-heading',
  RELATED_ID,
  `${RELATED_ID}-heading`,
  ...Object.values(formIds('article')).flatMap((id) => [id, `${id}-hint`, `${id}-error`]),
  'article-thanks',
]

type ArticlePageProps = { article: ArticleData; related: readonly ArticleCardData[]; copy: InsightsCopy; withForm?: boolean }

export default function ArticlePage({ article, related, copy, withForm = true }: ArticlePageProps) {
  const { html, headings } = finishArticleHtml(article.html, { newTabLabel: copy.newTabLabel, tableLabel: copy.tableLabel, pageIds: ARTICLE_PAGE_IDS })
  const sections = headings.filter((heading) => heading.level === 2)
  return (
    <Layout>
      <ArticleView article={article} html={html} copy={copy} toc={sections.length >= TOC_MIN_HEADINGS ? headings : []} />
      {related.length > 0 && (
        <Section id={RELATED_ID} tone="mist" heading={copy.relatedHeading}>
          <ArticleGrid articles={related} copy={copy} headingLevel="h3" css={{ marginTop: space.lg }} />
        </Section>
      )}
      {withForm && (
        <Container css={{ paddingBlock: space.xl, [media.up('medium')]: { paddingBlock: space.xxl } }}>
          <div css={{ maxWidth: '42rem', padding: space.lg, border: `1px solid ${colors.line}`, borderRadius: radii.medium }}>
            <ContactCard formId="article" heading={copy.contact.heading} intro={copy.contact.intro} submitLabel={copy.contact.submitLabel} />
          </div>
        </Container>
      )}
    </Layout>
  )
}

type ArticleViewProps = {
  article: ArticleData
  /** The finished HTML, or (in the CMS preview) the CMS's own rendering of the Markdown. */
  html: string | ReactNode
  copy: InsightsCopy
  toc: readonly ArticleHeading[]
  /** Off in the CMS preview, which has no pages to link to. */
  linkTopic?: boolean
}

/** The article itself: also what the CMS preview draws. */
export function ArticleView({ article, html, copy, toc, linkTopic = true }: ArticleViewProps) {
  return (
    <article css={{ paddingBlock: space.xl, [media.up('medium')]: { paddingBlock: space.xxl } }}>
      <Container>
        <ArticleHeader article={article} copy={copy} linkTopic={linkTopic} />
        {toc.length > 0 && <TableOfContents heading={copy.tocHeading} headings={toc} css={{ marginTop: space.xl }} />}
        {typeof html === 'string' ? <ArticleBody html={html} css={{ marginTop: space.xl }} /> : <div css={[articleBodyStyle, { marginTop: space.xl }]}>{html}</div>}
      </Container>
    </article>
  )
}
