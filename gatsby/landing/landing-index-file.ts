/**
 * Writes the index of the published landing pages (each page's campaign
 * and, for a variant, its original: src/lib/landing/landing-index.ts, the
 * index the page-view tracker carries) to LANDING_INDEX_FILE, from the
 * pages' entries (nodes.ts), for the contact function: it keeps a landing
 * lead's page, campaign and variant only when the index has them. Written
 * on every build and every `gatsby develop` start; Netlify bundles the
 * function after the build, with the index in it
 * (src/lib/leads/published-landing-pages.ts).
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreatePagesArgs } from 'gatsby'
import { landingEntries } from './nodes'
import { LANDING_INDEX_FILE, landingPagesIndex } from '../../src/lib/landing/landing-index'

export function writeLandingIndex(args: Pick<CreatePagesArgs, 'getNodesByType' | 'getNode' | 'reporter'>, file = path.resolve(LANDING_INDEX_FILE)) {
  const index = landingPagesIndex(landingEntries(args))
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify(index, null, 1)}\n`)
  args.reporter.verbose(`Landing pages: ${Object.keys(index).length} published pages written to ${path.relative(process.cwd(), file)} for the contact function`)
}
