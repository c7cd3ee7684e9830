/**
 * The ad platforms a consented lead is reported to, server to server: the
 * one list (PLATFORMS) every table, the build's consent check, the consent
 * box and the docs derive from, and the one rule that picks the platform
 * whose ad brought the visit. Each platform is its own folder beside this
 * file; adding one is its folder, its line here, its sender in senders.ts,
 * its stand-in and its name in the copy.
 */
import { CLICK_IDS, channelOf, type LeadSource } from '../attribution/attribution'
import type { PlatformDefinition } from './definition'
import { google } from './google/platform'
import { meta } from './meta/platform'
import { snapchat } from './snapchat/platform'

export const PLATFORMS = [google, meta, snapchat] as const

export type AdPlatform = (typeof PLATFORMS)[number]['id']
export const AD_PLATFORMS: readonly AdPlatform[] = PLATFORMS.map((platform) => platform.id)

export const platformOf = (id: AdPlatform): PlatformDefinition<AdPlatform> => PLATFORMS.find((platform) => platform.id === id)!
export const platformName = (id: AdPlatform) => platformOf(id).name
export const isAdPlatform = (name: string): name is AdPlatform => (AD_PLATFORMS as readonly string[]).includes(name)

/** The settings a platform cannot go without; it is configured when all of them are set. */
export const requiredSettings = (id: AdPlatform) => platformOf(id).settings.filter((setting) => setting.required).map((setting) => setting.name)

export const configuredPlatforms = (env: NodeJS.ProcessEnv): AdPlatform[] =>
  AD_PLATFORMS.filter((platform) => requiredSettings(platform).every((name) => Boolean(env[name]?.trim())))

const notAnAd = (platform: AdPlatform, { utmSource, utmMedium }: LeadSource) =>
  platformOf(platform).clickIdOnEveryLink && Boolean(utmMedium) && channelOf({ utmSource, utmMedium }) !== 'paid'

/**
 * The platform whose ad brought the visit: the one whose click id it
 * carried (a click id that comes on every link, on a link tagged unpaid, is
 * not an ad's); failing any click id, the one its utm_source names when the
 * medium is paid. An organic, direct or referral visit, or another ad
 * network's click (a click id no platform here claims), has none.
 */
export function platformOfVisit(source: LeadSource): AdPlatform | undefined {
  const byClick = AD_PLATFORMS.find((platform) => platformOf(platform).clickIds.some((id) => source[id]))
  if (byClick) return notAnAd(byClick, source) ? undefined : byClick
  const claimed = new Set<string>(PLATFORMS.flatMap((platform) => platform.clickIds))
  if (CLICK_IDS.some((id) => !claimed.has(id) && source[id]) || channelOf(source) !== 'paid') return undefined
  const utmSource = source.utmSource?.toLowerCase().trim() ?? ''
  return AD_PLATFORMS.find((platform) => platformOf(platform).utmSources.test(utmSource))
}
