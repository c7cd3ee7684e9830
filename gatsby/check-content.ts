/**
 * Checks content rules the schema cannot express, failing the build with the
 * file and field named, so an editor's typo never reaches visitors.
 */
import type { GatsbyNode } from 'gatsby'
import { isSupportedCountry } from 'libphonenumber-js/max'
import { SOCIAL_NETWORKS } from '../src/components/social-icon'

type ContentNode = { internal: { type: string }; parent?: string | null } & Record<string, unknown>

export const onCreateNode: GatsbyNode['onCreateNode'] = ({ node, getNode, reporter }) => {
  const content = node as unknown as ContentNode
  if (content.internal.type !== 'SiteJson') return
  const file = (content.parent && (getNode(content.parent) as { relativePath?: string } | undefined)?.relativePath) || 'site.json'
  const fail = (field: string, problem: string) => reporter.panicOnBuild(`content/${file}: "${field}" ${problem}`)

  const country = content.defaultPhoneCountry
  if (typeof country !== 'string' || !isSupportedCountry(country)) {
    fail('defaultPhoneCountry', `must be a two-letter country code such as "AE" (got ${JSON.stringify(country)})`)
  }
  const social = Array.isArray(content.social) ? (content.social as { network?: unknown; url?: unknown }[]) : []
  social.forEach((link, index) => {
    if (!SOCIAL_NETWORKS.includes(String(link.network))) {
      fail(`social[${index}].network`, `must be one of ${SOCIAL_NETWORKS.join(', ')}`)
    }
    if (link.url && !/^https:\/\//.test(String(link.url))) fail(`social[${index}].url`, 'must start with https://')
  })
}
