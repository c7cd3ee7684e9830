/**
 * Warns loudly when a production build has nowhere to deliver leads: the
 * form would answer every visitor with an apology instead of a thank-you.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { isLiveDeploy, planDelivery } from '../../src/lib/leads/lead-delivery'

export function checkLeadDelivery({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  // CONTEXT is Netlify's deploy context while it builds; its functions read the same from their Context.
  if (!isLiveDeploy(process.env.CONTEXT)) return
  const plan = planDelivery(process.env, true)
  if (plan.ok) {
    reporter.info(`Leads are delivered to: ${plan.targets.map((target) => target.name).join(', ')}`)
    return
  }
  const line = '!'.repeat(72)
  reporter.warn(
    [
      line,
      'NO LEAD DELIVERY IS CONFIGURED FOR THIS PRODUCTION BUILD.',
      `Set ${plan.missing.join(', or ')} in the site's environment variables.`,
      'Until then the contact form answers 503 and shows the contact e-mail instead.',
      line,
    ].join('\n'),
  )
}
