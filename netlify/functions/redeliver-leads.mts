/**
 * Netlify's scheduled function that delivers every stored lead until each
 * target has accepted it, and deletes delivered leads past the retention
 * period: src/lib/leads/redelivery/. Runs every minute (UTC cron), on
 * published deploys only, for at most 30 s.
 */
import { scheduledRedelivery } from '../../src/lib/leads/redelivery/scheduled'

export default scheduledRedelivery()

// Read by Netlify from the source when it bundles the function.
export const config = { schedule: '* * * * *' }
