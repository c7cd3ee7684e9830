/**
 * Warns loudly when a production build (or a preview's told to deliver,
 * LEADS_PREVIEW_DELIVERY=1) cannot deliver leads as set: no target (the form would answer every visitor with an
 * apology instead of a thank-you), a target's address refused
 * (src/lib/security/secret-urls.ts: plain http, or a password in it), no
 * alert channel (nobody would be told when leads stop getting through), or
 * an ad platform set only in part (src/lib/conversions/senders.ts).
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { platformSettingsReport } from '../../src/lib/conversions/senders'
import { alertChannels, alertSettings } from '../../src/lib/leads/alerts/alert-settings'
import { isLiveDeploy, leadDeploy, planDelivery, previewDelivers } from '../../src/lib/leads/lead-delivery'

const LINE = '!'.repeat(72)
const loud = (...lines: string[]) => [LINE, ...lines, LINE].join('\n')

/** What the build says about lead delivery in `env`: lines to print, and warnings. */
export function deliveryReport(env: NodeJS.ProcessEnv): { info: string[]; warnings: string[] } {
  // CONTEXT is Netlify's deploy context while it builds; its functions read the same from their Context.
  if (!isLiveDeploy(env.CONTEXT)) return { info: [], warnings: [] }
  // A preview tells nobody of its leads unless told to (src/lib/leads/lead-delivery.ts's leadPlan): nothing to warn about.
  if (leadDeploy(env.CONTEXT) === 'preview' && !previewDelivers(env)) {
    return { info: [`Leads on this ${env.CONTEXT} are kept in its own store and delivered to nobody (LEADS_PREVIEW_DELIVERY=1 delivers them)`], warnings: [] }
  }
  const plan = planDelivery(env, true)
  const alerts = alertSettings(env, true)
  const info: string[] = []
  const warnings: string[] = []
  const refused = [...(plan.refused ?? []), ...alerts.refused]
  if (refused.length) warnings.push(loud('A LEAD OR ALERT ADDRESS IS REFUSED; NOTHING IS SENT TO IT:', ...refused.map(({ reason }) => `- ${reason}`)))
  if (plan.ok) info.push(`Leads are delivered to: ${plan.targets.map((target) => target.name).join(', ')}`)
  else {
    warnings.push(
      loud(
        'NO LEAD DELIVERY IS CONFIGURED FOR THIS PRODUCTION BUILD.',
        `Set ${plan.missing.join(', or ')} in the site's environment variables.`,
        'Until then the contact form answers 503 and shows the contact e-mail instead.',
      ),
    )
  }
  const channels = alertChannels(alerts)
  if (channels.length) info.push(`Lead alerts go to: ${channels.map((channel) => (channel === 'email' ? 'LEADS_ALERT_EMAIL' : 'LEADS_ALERT_WEBHOOK_URL')).join(', ')}`)
  else {
    warnings.push(
      loud(
        'NO LEAD ALERT CHANNEL IS CONFIGURED: NOBODY IS TOLD WHEN LEADS STOP GETTING THROUGH.',
        'Set LEADS_ALERT_EMAIL (sent over SMTP_URL) or LEADS_ALERT_WEBHOOK_URL (docs/leads.md, "Alerts").',
        ...alerts.unused,
      ),
    )
  }
  const platforms = platformSettingsReport(env)
  if (platforms.configured.length) info.push(`Consented leads from their ads are told to: ${platforms.configured.join(', ')}`)
  if (platforms.problems.length) warnings.push(loud('AN AD PLATFORM IS SET BUT CANNOT BE TOLD (docs/deploy.md, "Telling the ad platforms"):', ...platforms.problems.map((problem) => `- ${problem}`)))
  return { info, warnings }
}

export function checkLeadDelivery({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  const { info, warnings } = deliveryReport(process.env)
  for (const line of info) reporter.info(line)
  for (const warning of warnings) reporter.warn(warning)
}
