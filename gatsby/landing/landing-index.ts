/**
 * Writes the index of the published landing pages (their language, slug,
 * campaign and variants: src/lib/landing/landing-index.ts) to
 * LANDING_INDEX_FILE, from the landing page nodes as the pages were made
 * (pages.ts), for the contact function: it keeps a landing lead's page,
 * campaign and variant only when the index has them. Written on every
 * build and every `gatsby develop` start; Netlify bundles the function
 * after the build, with the index in it (src/lib/leads/published-landing-pages.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs, Node } from 'gatsby'
import { LANDING } from '../../src/lib/content/landing'
import { isLocale, type Locale } from '../../src/lib/i18n/locales'
import { LANDING_INDEX_FILE, landingIndexOf, type PublishedLandingPage } from '../../src/lib/landing/landing-index'

type LandingNode = Node & { fields?: { locale?: Locale; slug?: string; published?: boolean }; campaign?: string; variantOf?: string | null }

/** The published landing pages among the nodes, as the index reads them. */
function publishedPages(nodes: readonly LandingNode[]): PublishedLandingPage[] {
  return nodes.flatMap(({ fields, campaign, variantOf }) =>
    fields?.published === true && fields.slug && isLocale(fields.locale) && campaign ? [{ language: fields.locale, slug: fields.slug, campaign, variantOf }] : [],
  )
}

export function writeLandingIndex({ getNodesByType, reporter }: Pick<CreatePagesArgs, 'getNodesByType' | 'reporter'>, file = path.resolve(LANDING_INDEX_FILE)) {
  const index = landingIndexOf(publishedPages(getNodesByType(LANDING.type.name) as LandingNode[]))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(index, null, 1)}\n`)
  reporter.verbose(`Landing pages: ${index.pages.length} published pages written to ${path.relative(process.cwd(), file)} for the contact function`)
}
