/**
 * The ad platforms the site tells of consented leads, read by the build
 * from the very settings the contact function reads (configuredPlatforms,
 * src/lib/conversions/platforms.ts) into one AdMeasurement node. Every
 * page's query selects it (the PageCopy fragment), so a form asks for
 * consent, naming these platforms, only when at least one is configured;
 * and a build whose settings changed makes the pages' data again, as for
 * any node that changed.
 */
import type { CreateSchemaCustomizationArgs, SourceNodesArgs } from 'gatsby'
import { configuredPlatforms } from '../../src/lib/conversions/platforms'

const TYPE = 'AdMeasurement'

export function createAdMeasurementType({ actions }: Pick<CreateSchemaCustomizationArgs, 'actions'>) {
  actions.createTypes(`
    "The ad platforms a lead with consent is reported to, as src/lib/conversions/platforms.ts names them; none when none is configured."
    type ${TYPE} implements Node @dontInfer {
      platforms: [String!]!
    }
  `)
}

type SourceArgs = Pick<SourceNodesArgs, 'actions' | 'createNodeId' | 'createContentDigest' | 'reporter'>

export function sourceAdMeasurement({ actions, createNodeId, createContentDigest, reporter }: SourceArgs, env: NodeJS.ProcessEnv = process.env) {
  const platforms = configuredPlatforms(env)
  actions.createNode({ id: createNodeId(TYPE), platforms, internal: { type: TYPE, contentDigest: createContentDigest(platforms) } })
  // Short: Gatsby's reporter wraps a piped line at 80 columns.
  reporter.info(`Ad platforms: ${platforms.join(', ') || 'none'}; the forms ${platforms.length ? 'ask' : 'ask no'} consent`)
}
