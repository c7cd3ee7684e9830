/**
 * The senders of the platforms configured in an environment (each by its
 * own settings, <platform>/platform.ts): the contact function's, the
 * redelivery run's and the stage events'. With none set, the list is empty
 * and no lead is sent anywhere. Each sender lives in its platform's folder;
 * this table names them, and a platform of PLATFORMS without one fails the
 * typecheck.
 */
import { googleSender } from './google/sender'
import { metaSender } from './meta/sender'
import { AD_PLATFORMS, configuredPlatforms, platformName, platformOf, requiredSettings, type AdPlatform } from './platforms'
import type { ConversionSender } from './sending'
import { snapSender } from './snapchat/sender'

export const SENDERS: Record<AdPlatform, (env: NodeJS.ProcessEnv) => ConversionSender> = { google: googleSender, meta: metaSender, snapchat: snapSender }

export const conversionSenders = (env: NodeJS.ProcessEnv): ConversionSender[] => configuredPlatforms(env).map((platform) => SENDERS[platform](env))

/**
 * What the build says of the platforms' settings: the platforms told, and
 * a platform set only in part (nothing is sent to it), or set with a value
 * the platform would refuse every time (its settingsProblem).
 */
export function platformSettingsReport(env: NodeJS.ProcessEnv): { configured: string[]; problems: string[] } {
  const configured = configuredPlatforms(env)
  const problems: string[] = []
  for (const platform of AD_PLATFORMS.filter((name) => !configured.includes(name))) {
    const required = requiredSettings(platform)
    const set = required.filter((name) => env[name]?.trim())
    const missing = required.filter((name) => !env[name]?.trim())
    if (set.length) problems.push(`${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not: ${platformName(platform)} is told nothing`)
  }
  for (const platform of configured) {
    const problem = platformOf(platform).settingsProblem?.(env)
    if (problem) problems.push(`${problem}: every lead for ${platformName(platform)} would be refused`)
  }
  return { configured: configured.map(platformName), problems }
}
