/**
 * The landing pages: checks the pages against each other (checks.ts: the
 * same blocks and campaign in both languages, no address another page has,
 * each variant against its original; each file was checked as its node was
 * created) and fails the build naming file, language and field; then makes
 * one page per published file (nodes.ts), /lp/<slug>/ and /ar/lp/<slug>/.
 * A draft is checked but not published (`gatsby develop` shows it, as it
 * does Insights drafts). Each page's context names the languages it exists
 * in (for hreflang, the sitemap and the language switch), whether it is
 * kept out of search engines (`noindex`) and, for a variant, its original
 * (its canonical page; a variant is never indexed).
 */
import path from 'node:path'
import type { CreatePagesArgs, Node } from 'gatsby'
import { acrossPagesProblems, pagePathsIn } from './checks'
import { landingOf, type LandingFile } from './nodes'
import { fileLocation, isLandingFile, repositoryPath, type FileNode } from '../pipeline/files'
import { whereIs } from '../../src/lib/content/check'
import { LANDING, isNoindex } from '../../src/lib/content/landing'
import { LOCALE_CODES, type Locale } from '../../src/lib/i18n/locales'
import { landingPath, type LandingPageContext } from '../../src/lib/landing/landing'

const TEMPLATE = path.resolve('src/templates/landing-page.tsx')

type LandingNode = Node & { fields?: { locale?: Locale; slug?: string; published?: boolean }; campaign?: string; variantOf?: string | null; noindex?: boolean | null }

/**
 * A landing page file that made no page node: gatsby-transformer-json makes
 * none of a file holding something other than fields between { } (a list,
 * a number), and fails the build itself on a file that is not JSON.
 */
function emptyFileProblems(files: readonly (FileNode & { children?: string[] })[]): string[] {
  return files.flatMap((file) => {
    return file.children?.length ? [] : [`${whereIs(repositoryPath(file), fileLocation(file)?.locale)}: the file must hold the page's fields between { }`]
  })
}

export async function createLandingPages({ getNodesByType, getNode, actions, reporter }: Pick<CreatePagesArgs, 'getNodesByType' | 'getNode' | 'actions' | 'reporter'>) {
  const nodes = getNodesByType(LANDING.type.name) as LandingNode[]
  const files = nodes.flatMap((node): LandingFile[] => {
    const page = landingOf(node, getNode)
    return page ? [page] : []
  })
  const problems = [
    ...emptyFileProblems((getNodesByType('File') as (FileNode & { children?: string[] })[]).filter(isLandingFile)),
    ...acrossPagesProblems(files, pagePathsIn(path.resolve('src/pages'))),
  ]
  for (const problem of problems) reporter.panicOnBuild(`Landing pages: ${problem}`)
  if (problems.length > 0) return

  const published = nodes.filter((node) => node.fields?.published === true)
  for (const node of published) {
    const { locale, slug } = node.fields ?? {}
    if (!locale || !slug) continue
    const languages = LOCALE_CODES.filter((other) => published.some((page) => page.fields?.locale === other && page.fields.slug === slug))
    const context: LandingPageContext = {
      locale,
      originalPath: landingPath(slug),
      languages,
      // A page in one language only switches to the other language's home page.
      fallbackPath: '/',
      id: node.id,
      slug,
      campaign: node.campaign ?? '',
      noindex: isNoindex(node),
      ...(node.variantOf && { variantOf: node.variantOf }),
    }
    actions.createPage({ path: landingPath(slug, locale), component: TEMPLATE, context })
  }
  reporter.info(`Landing pages: ${published.length} built from ${files.length} files`)
}
