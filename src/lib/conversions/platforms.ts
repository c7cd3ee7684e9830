/**
 * The ad platforms a consented lead is reported to, server to server, and
 * the one rule that picks the platform whose ad brought the visit. The
 * build (whether the form shows the consent box) and the contact function
 * (where a lead goes) both read the same settings through configuredPlatforms.
 */
import { channelOf, type LeadSource } from '../attribution/attribution'

export const AD_PLATFORMS = ['google', 'meta', 'snapchat'] as const
export type AdPlatform = (typeof AD_PLATFORMS)[number]

/** Every setting a platform needs; it is configured when all of them are set. */
export const PLATFORM_SETTINGS: Record<AdPlatform, readonly string[]> = {
  google: ['GOOGLE_SERVICE_ACCOUNT_JSON', 'GOOGLE_ADS_CUSTOMER_ID', 'GOOGLE_ADS_CONVERSION_ACTION_ID'],
  meta: ['META_PIXEL_ID', 'META_CAPI_TOKEN'],
  snapchat: ['SNAP_PIXEL_ID', 'SNAP_CAPI_TOKEN'],
}

export const configuredPlatforms = (env: NodeJS.ProcessEnv): AdPlatform[] =>
  AD_PLATFORMS.filter((platform) => PLATFORM_SETTINGS[platform].every((name) => Boolean(env[name]?.trim())))

/** The click ids each platform's ads add to the landing address, as attribution keeps them. */
export const PLATFORM_CLICK_IDS: Record<AdPlatform, readonly (keyof LeadSource)[]> = {
  google: ['gclid', 'gbraid', 'wbraid'],
  meta: ['fbclid'],
  snapchat: ['scCid'],
}

// utm_source values of each platform's paid links, lower-cased.
const PLATFORM_SOURCES: Record<AdPlatform, RegExp> = {
  google: /^google(ads)?$/,
  meta: /^(facebook|fb|instagram|ig|meta)$/,
  snapchat: /^snap(chat)?$/,
}

// Facebook and Instagram add fbclid to every link they open, the agency's
// own posts' too, not only its ads': a link tagged with a medium that is not
// paid (social, email) was not an ad's. Google and Snapchat add their click
// ids to ads' links only.
const notAnAd = (platform: AdPlatform, { utmSource, utmMedium }: LeadSource) =>
  platform === 'meta' && Boolean(utmMedium) && channelOf({ utmSource, utmMedium }) !== 'paid'

/**
 * The platform whose ad brought the visit: the one whose click id it
 * carried (an fbclid on a link tagged unpaid is not an ad's); failing any
 * click id, the one its utm_source names when the medium is paid. An
 * organic, direct or referral visit, or another ad network's click
 * (msclkid, ttclid), has none.
 */
export function platformOfVisit(source: LeadSource): AdPlatform | undefined {
  const byClick = AD_PLATFORMS.find((platform) => PLATFORM_CLICK_IDS[platform].some((id) => source[id]))
  if (byClick) return notAnAd(byClick, source) ? undefined : byClick
  if ((source.msclkid || source.ttclid) || channelOf(source) !== 'paid') return undefined
  const utmSource = source.utmSource?.toLowerCase().trim() ?? ''
  return AD_PLATFORMS.find((platform) => PLATFORM_SOURCES[platform].test(utmSource))
}
