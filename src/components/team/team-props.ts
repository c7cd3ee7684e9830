/**
 * What the inbox's page hands its script (src/pages/team.tsx to
 * start-team.tsx, as JSON in the page): the words of the page's language,
 * each language's WhatsApp greeting (a lead is greeted in its own), the ad
 * platforms' names in the page's language (as the form's consent box names
 * them), and the page's language.
 */
import type { TeamCopy } from '../../lib/content/team-model'
import type { Channel } from '../../lib/attribution/attribution'
import type { SourceFact } from '../../lib/leads/lead-text'
import type { LeadStage } from '../../lib/leads/stages'
import type { AdPlatform } from '../../lib/conversions/platforms'

export type InboxProps = { copy: TeamCopy; greetings: Record<'en' | 'ar', string>; platformNames: Record<AdPlatform, string>; locale: 'en' | 'ar' }

/** Where the signed-out page and the Campaigns view send whoever sets the site's settings (SMTP_URL, PLAUSIBLE_API_KEY): Netlify's guide to them. */
export const SETTINGS_GUIDE = 'https://docs.netlify.com/build/environment-variables/overview/'

export const STAGE_WORDS: Record<LeadStage, keyof TeamCopy> = {
  new: 'stageNew',
  contacted: 'stageContacted',
  qualified: 'stageQualified',
  meeting: 'stageMeeting',
  won: 'stageWon',
  lost: 'stageLost',
  junk: 'stageJunk',
}

export const SOURCE_WORDS: Record<SourceFact, keyof TeamCopy> = {
  channel: 'channelLabel',
  campaign: 'campaignLabel',
  sourceMedium: 'sourceMediumLabel',
  landingPage: 'entryPageLabel',
  formPage: 'formPageLabel',
  clickId: 'clickIdLabel',
  referrer: 'referrerLabel',
}

export const CHANNEL_WORDS: Record<Channel, keyof TeamCopy> = {
  paid: 'channelPaid',
  email: 'channelEmail',
  social: 'channelSocial',
  organic: 'channelOrganic',
  referral: 'channelReferral',
  direct: 'channelDirect',
}

export const REASON_WORDS: Record<string, keyof TeamCopy> = {
  price: 'reasonPrice',
  'no-answer': 'reasonNoAnswer',
  'chose-another': 'reasonChoseAnother',
  'not-now': 'reasonNotNow',
  spam: 'reasonSpam',
  'wrong-number': 'reasonWrongNumber',
  duplicate: 'reasonDuplicate',
  test: 'reasonTest',
  other: 'reasonOther',
}

/** A time in Gulf time, in the page's language, with Latin digits. */
export const gulfTime = (locale: string, at: string) =>
  new Intl.DateTimeFormat(locale === 'ar' ? 'ar-AE' : 'en-GB', { timeZone: 'Asia/Dubai', dateStyle: 'medium', timeStyle: 'short', numberingSystem: 'latn' }).format(new Date(at))

const numberLocale = (locale: string) => (locale === 'ar' ? 'ar-AE' : 'en-AE')

export const aed = (locale: string, value: number) => new Intl.NumberFormat(numberLocale(locale), { style: 'currency', currency: 'AED', numberingSystem: 'latn', maximumFractionDigits: 2 }).format(value)

/** A delivery or a send the destination took: when, in the page's words. */
export const acceptedWords = (copy: TeamCopy, locale: string, at: string) => `${copy.accepted}: ${gulfTime(locale, at)}`

/** One still being tried: how many times, and the last refusal (in the destination's own words). */
export const notAcceptedWords = (copy: TeamCopy, attempts: number, lastError?: string) => `${copy.waitingDelivery} · ${copy.attempts}: ${attempts}${lastError ? ` · ${lastError}` : ''}`

/** A count in the page's language, with Latin digits: 1,468. */
export const count = (locale: string, value: number) => new Intl.NumberFormat(numberLocale(locale), { numberingSystem: 'latn', maximumFractionDigits: 0 }).format(value)

/** A share as a percent in the page's language, with Latin digits: 50%, 62.5%. */
export const percent = (locale: string, share: number) => new Intl.NumberFormat(numberLocale(locale), { style: 'percent', numberingSystem: 'latn', maximumFractionDigits: 1 }).format(share)
