/**
 * The senders of the platforms configured in an environment (each by its own
 * settings, PLATFORM_SETTINGS): the contact function's and the redelivery
 * run's. With none set, the list is empty and no lead is sent anywhere.
 */
import type { ConversionSender } from './conversion-event'
import { PLATFORM_NAMES } from './conversion-records'
import { googleSender, readServiceAccountKey } from './google-data-manager'
import { metaSender } from './meta-capi'
import { AD_PLATFORMS, configuredPlatforms, PLATFORM_SETTINGS, type AdPlatform } from './platforms'
import { snapSender } from './snapchat-capi'

const SENDERS: Record<AdPlatform, (env: NodeJS.ProcessEnv) => ConversionSender> = { google: googleSender, meta: metaSender, snapchat: snapSender }

export const conversionSenders = (env: NodeJS.ProcessEnv): ConversionSender[] => configuredPlatforms(env).map((platform) => SENDERS[platform](env))

/**
 * What the build says of the platforms' settings: the platforms told, and
 * a platform set only in part (nothing is sent to it), or a Google key that
 * is no service account key (every send would be refused).
 */
export function platformSettingsReport(env: NodeJS.ProcessEnv): { configured: string[]; problems: string[] } {
  const configured = configuredPlatforms(env)
  const problems: string[] = []
  for (const platform of AD_PLATFORMS.filter((name) => !configured.includes(name))) {
    const set = PLATFORM_SETTINGS[platform].filter((name) => env[name]?.trim())
    const missing = PLATFORM_SETTINGS[platform].filter((name) => !env[name]?.trim())
    if (set.length) problems.push(`${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: ${PLATFORM_NAMES[platform]} is told nothing`)
  }
  if (configured.includes('google')) {
    try {
      readServiceAccountKey(env.GOOGLE_SERVICE_ACCOUNT_JSON ?? '')
    } catch (error) {
      problems.push(`${(error as Error).message}: every lead for Google Ads would be refused`)
    }
  }
  return { configured: configured.map((platform) => PLATFORM_NAMES[platform]), problems }
}
