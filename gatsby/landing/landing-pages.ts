/**
 * The landing pages: checks every page file (landing-checks.ts) and fails
 * the build naming file, language, block and field; then makes one page per
 * published file, /lp/<slug>/ and /ar/lp/<slug>/. A draft is checked but not
 * published (`gatsby develop` shows it, as it does Insights drafts). Each
 * page's context names the languages it exists in (for hreflang, the sitemap
 * and the language switch), whether it is kept out of search engines and,
 * for a variant, its original (its canonical page; a variant is never indexed).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { allLandingProblems, type LandingFile } from './landing-checks'
import { landingLocation, pagePathsIn } from './landing-files'
import { showsDrafts } from '../insights/article-nodes'
import { LANDING, isNoindex } from '../../src/lib/content/landing'
import { LOCALE_CODES, type Locale } from '../../src/lib/i18n/locales'
import { landingPath, type LandingPageContext } from '../../src/lib/landing/landing'

const TEMPLATE = path.resolve('src/templates/landing-page.tsx')


type FileNode = { absolutePath?: string; name?: string; extension?: string }
type LandingNode = { id: string; fields?: { locale?: Locale; slug?: string }; campaign?: string; variantOf?: string | null; noindex?: boolean | null; draft?: boolean | null }

/** Every landing page file the build sources, read as it is on disk. */
export function landingFiles(fileNodes: readonly FileNode[], root = process.cwd()): LandingFile[] {
  return fileNodes.flatMap((node) => {
    const location = landingLocation(node)
    if (!location || !node.absolutePath) return []
    const file = { path: path.relative(root, node.absolutePath), ...location }
    try {
      return [{ ...file, content: JSON.parse(fs.readFileSync(node.absolutePath, 'utf8')) as unknown }]
    } catch {
      return [{ ...file, content: undefined }]
    }
  })
}

/** A page is published unless it is a draft (drafts are shown while developing). */
export const isPublished = (page: Pick<LandingNode, 'draft'>) => page.draft !== true || showsDrafts()

export async function createLandingPages({ getNodesByType, actions, reporter }: Pick<CreatePagesArgs, 'getNodesByType' | 'actions' | 'reporter'>) {
  const files = landingFiles(getNodesByType('File') as FileNode[])
  const problems = allLandingProblems(files, pagePathsIn(path.resolve('src/pages')))
  for (const problem of problems) reporter.panicOnBuild(`Landing pages: ${problem}`)
  if (problems.length > 0) return

  const published = (getNodesByType(LANDING.type.name) as unknown as LandingNode[]).filter(isPublished)
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
