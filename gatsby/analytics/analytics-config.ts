/**
 * The build's analytics configuration, read from the environment once
 * (src/lib/analytics/config.ts says what it holds): checked before anything
 * is built, so a wrong value fails the build at once, naming the variable.
 */
import type { ParentSpanPluginArgs } from 'gatsby'
import { analyticsConfig, type AnalyticsConfig } from '../../src/lib/analytics/config'

let read: { config: AnalyticsConfig | undefined } | undefined

/** The configuration, or nothing without PLAUSIBLE_DOMAIN; throws on a value that cannot be right. */
export function buildAnalytics(): AnalyticsConfig | undefined {
  read ??= { config: analyticsConfig(process.env) }
  return read.config
}

export function checkAnalyticsConfig({ reporter }: Pick<ParentSpanPluginArgs, 'reporter'>) {
  try {
    const config = buildAnalytics()
    if (config) reporter.info(`Analytics: page views of ${config.domain} go to ${config.host} through the site's own path`)
  } catch (error) {
    reporter.panic(`Analytics: ${(error as Error).message}`)
  }
}
