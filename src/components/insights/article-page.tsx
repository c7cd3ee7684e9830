/**
 * An Insights article, rendered from plain props: title, date, topic and
 * reading time, cover, table of contents (three or more sections), the
 * text, three articles to read next, and the contact form, whose leads are
 * recorded as form "article" with this article's address. The page's query
 * (src/templates/insights-article.tsx) and the CMS's preview
 * (src/cms/article-preview.tsx) each make these props.
 */
import type { ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import ArticleBody, { articleBodyStyle } from './article-body'
import ArticleGrid from './article-grid'
import ArticleHeader from './article-header'
import type { ArticleData } from './article-data'
import TableOfContents from './table-of-contents'
import type { ArticleCardData, InsightsCopy } from './insights-copy'
import ContactCard from '../contact/contact-card'
import Container from '../layout/container'
import Layout from '../layout/layout'
import Section from '../layout/section'
import { TOC_MIN_HEADINGS, type ArticleHeading } from '../../lib/insights/article-html'
import { RELATED_ID } from '../../lib/insights/article-ids'
import { sectionSpacing } from '../../theme/styles'
import { colors, radii, space } from '../../theme/tokens'

/**
 * The parts below a phone's first screen (which the title and the cover
 * fill): the text, the articles to read next and the form are laid out and
 * painted only once scrolled near, so the first frame lays out the header,
 * the title and the cover alone, and comes sooner. Their height is guessed
 * until then, and remembered once known (`auto`); nothing on screen moves.
 */
const laidOutWhenNear: CSSObject = { contentVisibility: 'auto', containIntrinsicSize: 'auto 40rem' }

type ArticlePageProps = {
  article: ArticleData
  /**
   * The text: on the site, the article's HTML as the build finished it (ids,
   * external links, tables; lib/insights/article-html.ts); in the CMS's
   * preview, the CMS's own rendering of the Markdown. With its headings, for
   * the table of contents.
   */
  body: { html: string | ReactNode; headings: readonly ArticleHeading[] }
  related: readonly ArticleCardData[]
  copy: InsightsCopy
  /** Off in the CMS preview, which has no topic pages to link to. */
  linkTopic?: boolean
}

export default function ArticlePage({ article, body, related, copy, linkTopic = true }: ArticlePageProps) {
  const { html, headings } = body
  const sections = headings.filter((heading) => heading.level === 2)
  return (
    <Layout>
      <ArticleView article={article} html={html} copy={copy} toc={sections.length >= TOC_MIN_HEADINGS ? headings : []} linkTopic={linkTopic} />
      {related.length > 0 && (
        <Section id={RELATED_ID} tone="mist" heading={copy.relatedHeading} css={laidOutWhenNear}>
          <ArticleGrid articles={related} copy={copy} headingLevel="h3" css={{ marginTop: space.lg }} />
        </Section>
      )}
      <Container css={[laidOutWhenNear, sectionSpacing]}>
        <div css={{ maxWidth: '42rem', padding: space.lg, border: `1px solid ${colors.line}`, borderRadius: radii.medium }}>
          <ContactCard formId="article" heading={copy.contact.heading} intro={copy.contact.intro} submitLabel={copy.contact.submitLabel} />
        </div>
      </Container>
    </Layout>
  )
}

type ArticleViewProps = {
  article: ArticleData
  html: string | ReactNode
  copy: InsightsCopy
  toc: readonly ArticleHeading[]
  linkTopic: boolean
}

/** The article itself: its header, contents and text. */
function ArticleView({ article, html, copy, toc, linkTopic }: ArticleViewProps) {
  return (
    <article css={sectionSpacing}>
      <Container>
        <ArticleHeader article={article} copy={copy} linkTopic={linkTopic} />
        {toc.length > 0 && <TableOfContents heading={copy.tocHeading} headings={toc} css={{ marginTop: space.xl }} />}
        {typeof html === 'string' ? <ArticleBody html={html} css={[laidOutWhenNear, { marginTop: space.xl }]} /> : <div css={[articleBodyStyle, { marginTop: space.xl }]}>{html}</div>}
      </Container>
    </article>
  )
}
