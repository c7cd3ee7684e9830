/**
 * Declares every content type sourced from `content/`: the language-neutral
 * `content/site.json` and, per language, `content/<lang>/*.json`. The types
 * are written from the content model (src/lib/content/model.ts,
 * through sdl.ts), the same description the JSON Schemas and the content
 * checks are made from, so they cannot drift apart.
 *
 * `@dontInfer` with non-null (`!`) fields means the generated TypeScript
 * types are exact and a content file that loses a required field fails
 * `gatsby build` with the type (named after the file) and field in the error,
 * instead of rendering an empty section. Both languages' files of a name are
 * nodes of one type, told apart by `locale` (the folder they are in, set by
 * gatsby/site-content/nodes.ts), so a page's query picks its language with
 * `locale: { eq: $locale }` and the two can never have different fields.
 * A file's "$schema" key (for editors) is left out of the types.
 */
import type { CreateSchemaCustomizationArgs } from 'gatsby'
import { articleTypeDefs, contentTypeDefs, landingTypeDefs } from './sdl'

export function createContentTypes({ actions }: Pick<CreateSchemaCustomizationArgs, 'actions'>) {
  actions.createTypes(contentTypeDefs())
  actions.createTypes(articleTypeDefs())
  actions.createTypes(landingTypeDefs())
}
