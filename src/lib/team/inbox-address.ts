/**
 * A lead's page in the team's inbox: /team/?lead=<id> on the site's own
 * address (team-settings.ts), in the edition the lead came from. The lead's
 * e-mail and webhook, and the first-contact alert, carry it once LEADS_TEAM
 * is set.
 */
import { siteAddress, teamAddresses } from './team-settings'

export const TEAM_PATHS = { en: '/team/', ar: '/ar/team/' } as const

export const leadPagePath = (language: string, id: string) => `${language === 'ar' ? TEAM_PATHS.ar : TEAM_PATHS.en}?lead=${encodeURIComponent(id)}`

/** The lead's page's full address, or undefined when the site has no inbox (no LEADS_TEAM) or no address of its own. */
export function leadInboxAddress(env: NodeJS.ProcessEnv, lead: { id: string; language: string }): string | undefined {
  const site = siteAddress(env)
  return site && teamAddresses(env).size > 0 ? `${site}${leadPagePath(lead.language, lead.id)}` : undefined
}
