/**
 * Checks content rules the schema cannot express, failing the build with the
 * file and field named, so an editor's typo never reaches visitors.
 */
import type { CreateNodeArgs } from 'gatsby'
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max'
import { SOCIAL_NETWORKS } from '../src/components/layout/social-icon'

type ContentNode = { internal: { type: string }; parent?: string | null } & Record<string, unknown>

export function checkSiteFacts({ node, getNode, reporter }: CreateNodeArgs) {
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
  const whatsapp = content.whatsappNumber
  if (whatsapp && !(typeof whatsapp === 'string' && whatsapp.startsWith('+') && isValidPhoneNumber(whatsapp))) {
    fail('whatsappNumber', `must be a phone number in international format such as "+971501234567" (got ${JSON.stringify(whatsapp)})`)
  }
}
