/**
 * The senders of the platforms configured in an environment (each by its own
 * settings, PLATFORM_SETTINGS): the contact function's and the redelivery
 * run's. With none set, the list is empty and no lead is sent anywhere.
 */
import type { ConversionSender } from './conversion-event'
import { googleSender } from './google-data-manager'
import { metaSender } from './meta-capi'
import { configuredPlatforms, type AdPlatform } from './platforms'
import { snapSender } from './snapchat-capi'

const SENDERS: Record<AdPlatform, (env: NodeJS.ProcessEnv) => ConversionSender> = { google: googleSender, meta: metaSender, snapchat: snapSender }

export const conversionSenders = (env: NodeJS.ProcessEnv): ConversionSender[] => configuredPlatforms(env).map((platform) => SENDERS[platform](env))
