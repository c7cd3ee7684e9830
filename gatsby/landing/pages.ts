/**
 * The landing pages: checks the pages against each other (checks.ts: the
 * same blocks and campaign in both languages, no address another page has,
 * each variant against its original; each file was checked as its node was
 * created) and fails the build naming file, language and field; then makes
 * one page per published entry (nodes.ts), /lp/<slug>/ and /ar/lp/<slug>/.
 * A draft is checked but not published (`gatsby develop` shows it, as it
 * does Insights drafts). Each page's context names the languages it exists
 * in (for hreflang, the sitemap and the language switch), whether it is
 * kept out of search engines (`noindex`) and, for a variant, its original
 * (its canonical page; a variant is never indexed).
 */
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { acrossPagesProblems, pagePathsIn } from './checks'
import { landingEntries } from './nodes'
import { fileLocation, isLandingFile, repositoryPath, type FileNode } from '../pipeline/files'
import { reportProblems } from '../pipeline/report'
import type { ContentProblem } from '../../src/lib/content/check'
import { languagesOf } from '../../src/lib/content/entry'
import { LANDING, isNoindex, isVariant } from '../../src/lib/content/landing-model'
import { landingPath, type LandingPageContext } from '../../src/lib/landing/landing'

const TEMPLATE = path.resolve('src/templates/landing-page.tsx')

/**
 * A landing page file that made no page node: gatsby-transformer-json makes
 * none of a file holding something other than fields between { } (a list,
 * a number), and fails the build itself on a file that is not JSON.
 */
function emptyFileProblems(files: readonly (FileNode & { children?: string[] })[]): ContentProblem[] {
  return files.flatMap((file) => (file.children?.length ? [] : [{ file: repositoryPath(file), language: fileLocation(file)?.locale, message: "the file must hold the page's fields between { }" }]))
}

export async function createLandingPages({ getNodesByType, getNode, actions, reporter }: Pick<CreatePagesArgs, 'getNodesByType' | 'getNode' | 'actions' | 'reporter'>) {
  const pages = landingEntries({ getNodesByType, getNode })
  const problems = [
    ...emptyFileProblems((getNodesByType('File') as (FileNode & { children?: string[] })[]).filter(isLandingFile)),
    ...acrossPagesProblems(pages, pagePathsIn(path.resolve('src/pages'))),
  ]
  reportProblems(reporter, problems, 'Landing pages')
  if (problems.length > 0) return

  const published = pages.filter((page) => page.published)
  for (const page of published) {
    const { language: locale, slug, values } = page
    const languages = languagesOf(page, published, LANDING.translations)
    const context: LandingPageContext = {
      locale,
      originalPath: landingPath(slug),
      languages,
      // A page in one language only switches to the other language's home page.
      fallbackPath: '/',
      id: page.id,
      slug,
      campaign: values.campaign ?? '',
      noindex: isNoindex(values),
      ...(isVariant(values) && { variantOf: values.variantOf }),
    }
    actions.createPage({ path: landingPath(slug, locale), component: TEMPLATE, context })
  }
  reporter.info(`Landing pages: ${published.length} built from ${pages.length} files`)
}
