/**
 * Gives every landing page node (LandingJson, from
 * content/landing/<lang>/<slug>.json) its language and slug as fields, from
 * its folder and file name; the GraphQL type reads them as `locale` and
 * `slug` (gatsby/content-sdl.ts).
 */
import type { CreateNodeArgs } from 'gatsby'
import { landingLocation } from './landing-files'
import { LANDING } from '../../src/lib/content/landing'

export function addLandingFields({ node, getNode, actions }: CreateNodeArgs) {
  if (node.internal.type !== LANDING.type.name || !node.parent) return
  const location = landingLocation((getNode(node.parent) ?? {}) as Parameters<typeof landingLocation>[0])
  if (!location) return
  actions.createNodeField({ node, name: 'locale', value: location.locale })
  actions.createNodeField({ node, name: 'slug', value: location.slug })
}
