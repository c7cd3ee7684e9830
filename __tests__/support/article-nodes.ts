/**
 * Insights articles as the build holds them: the MarkdownRemark nodes
 * gatsby-transformer-remark makes of their files, given their fields as
 * gatsby-node.ts does (in a production build), and a stand-in for Gatsby's
 * GraphQL that answers what only the transformer makes (each article's
 * rendered HTML, by its node's id) and each language's Insights copy.
 */
import type { CreateNodeArgs, Node } from 'gatsby'
import { addArticleFields } from '../../gatsby/insights/nodes'

export type Article = { locale: 'en' | 'ar'; slug: string; frontmatter: Record<string, unknown>; html?: string }

export const article = (locale: Article['locale'], slug: string, date: string, change: Record<string, unknown> = {}, html = `<p>${slug}</p>`): Article => ({
  locale,
  slug,
  frontmatter: { title: `${slug} title`, description: 'A description.', date: `${date}T00:00:00.000Z`, topic: 'strategy', ...change },
  html,
})

/** The nodes gatsby-transformer-remark makes of the articles, given their fields as gatsby-node.ts does; and a GraphQL that renders them. */
export function articleSite(articles: readonly Article[]) {
  const nodes = new Map<string, Node & Record<string, unknown>>()
  const html = new Map<string, string>()
  const previous = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    for (const { locale, slug, frontmatter, html: rendered = '' } of articles) {
      const file = { id: `file-${locale}-${slug}`, absolutePath: `${process.cwd()}/content/insights/${locale}/${slug}.md`, relativeDirectory: `insights/${locale}`, name: slug, extension: 'md', internal: { type: 'File' } }
      const node = { id: `md-${locale}-${slug}`, parent: file.id, children: [], internal: { type: 'MarkdownRemark' }, frontmatter, rawMarkdownBody: 'Some words.' } as unknown as Node & Record<string, unknown>
      nodes.set(file.id, file as unknown as Node & Record<string, unknown>)
      nodes.set(node.id, node)
      html.set(node.id, rendered)
      const createNodeField = ({ name, value }: { name: string; value: unknown }) => (node.fields = { ...(node.fields as object), [name]: value })
      addArticleFields({ node, getNode: (id: string) => nodes.get(id), actions: { createNodeField }, reporter: { info: jest.fn() } } as unknown as CreateNodeArgs)
    }
  } finally {
    process.env.NODE_ENV = previous
  }
  const asked: unknown[] = []
  // Only what the transformer makes is asked for: the HTML of the articles named by id.
  const graphql = jest.fn(async (_query: string, variables: { ids: string[] }) => {
    asked.push(variables)
    return {
      data: {
        allInsightsJson: { nodes: ['en', 'ar'].map((locale) => ({ locale, newTabLabel: 'opens in a new tab', tableLabel: 'table' })) },
        allMarkdownRemark: { nodes: variables.ids.map((id) => ({ id, html: html.get(id) })) },
      },
    }
  })
  const lookups = { getNodesByType: (type: string) => [...nodes.values()].filter((node) => node.internal.type === type), getNode: (id: string) => nodes.get(id) }
  return { lookups, graphql, asked }
}

