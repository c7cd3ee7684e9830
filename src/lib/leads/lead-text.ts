/**
 * A lead in words, as the sales team reads it wherever it reaches them: its
 * headline (which edition, which form, who), the forms and editions by the
 * names staff know them by, and where the visit came from, as rows (the
 * e-mail) or in a few words (the webhook's line). In English: staff read
 * every lead in English, whichever edition it came from.
 */
import { CLICK_IDS, cleanAttribution, type LeadSource } from '../attribution/attribution'
import { contactFormOf } from '../contact/forms'
import { isLocale, type Locale } from '../i18n/locales'
import { landingPath, shownSlug, type LandingOrigin } from '../landing/landing'
import type { StoredLead } from './types'

/** The site's editions, by the lead's `language`, as staff call them. */
const EDITIONS: Record<Locale, string> = { en: 'English', ar: 'Arabic' }

/** A form by the name staff know it by (src/lib/contact/forms.ts); a stored lead's unknown form by its id. */
export const formName = (form: string) => contactFormOf(form)?.name ?? form
export const editionName = (language: string) => (isLocale(language) ? EDITIONS[language] : language)
/** The landing page's address in the lead's edition: /lp/free-evaluation/ or /ar/lp/free-evaluation/ (a variant's own). */
export const landingAddress = (origin: LandingOrigin, language: string) => landingPath(shownSlug(origin), isLocale(language) ? language : undefined)
/** A landing page is named by its address and campaign: " /lp/free-evaluation/ (campaign free-evaluation-2026q4)". */
const landingName = (lead: StoredLead) => (lead.landing ? ` ${landingAddress(lead.landing, lead.language)} (campaign ${lead.landing.campaign})` : '')
/** "New lead from the English home page form": the e-mail's heading, and the start of every headline. */
export const formTitle = (lead: StoredLead) => `New lead from the ${editionName(lead.language)} ${formName(lead.form)}${landingName(lead)} form`

/** One line naming the edition, the form and the visitor: the e-mail's subject, the webhook's text. */
export const leadHeadline = (lead: StoredLead, name = lead.name) => `${formTitle(lead)}: ${name}`

/**
 * A lead's attribution as it is shown: cleaned again, so that a lead kept
 * before today's rules (or edited in the store) reads as data too
 * (cleaning what was cleaned changes nothing).
 */
const shownSource = (stored: LeadSource): LeadSource => ({ ...cleanAttribution(stored), channel: stored.channel })

/** What a lead's attribution tells, each named in the sales team's words by whoever shows it: the e-mail (SOURCE_LABELS), the inbox (its copy). */
export type SourceFact = 'channel' | 'campaign' | 'sourceMedium' | 'landingPage' | 'formPage' | 'clickId' | 'referrer'

/** Where the lead came from, as facts; only what is known. The channel is a Channel's id, for the reader to name. */
export function sourceFacts(stored: LeadSource): [SourceFact, string][] {
  const source = shownSource(stored)
  const clickId = CLICK_IDS.find((id) => source[id])
  const facts: [SourceFact, string | undefined][] = [
    ['channel', source.channel],
    ['campaign', source.utmCampaign],
    ['sourceMedium', source.utmSource || source.utmMedium ? `${source.utmSource ?? '(none)'} / ${source.utmMedium ?? '(none)'}` : undefined],
    ['landingPage', source.landingPage],
    ['formPage', source.formPage],
    ['clickId', clickId && `${clickId} ${source[clickId]}`],
    ['referrer', source.referrer],
  ]
  return facts.filter((fact): fact is [SourceFact, string] => Boolean(fact[1]))
}

const SOURCE_LABELS: Record<SourceFact, string> = {
  channel: 'Channel',
  campaign: 'Campaign',
  sourceMedium: 'Source / medium',
  landingPage: 'Landing page',
  formPage: 'Form page',
  clickId: 'Click id',
  referrer: 'Referring site',
}

/** Where the lead came from, as rows for the sales team in English; only what is known. */
export const sourceRows = (stored: LeadSource): [string, string][] => sourceFacts(stored).map(([fact, value]) => [SOURCE_LABELS[fact], value])

/** The channel and campaign in a few words, for the Slack line: "paid, campaign spring". */
export function sourceSummary(stored: LeadSource) {
  const { channel, utmCampaign } = shownSource(stored)
  return utmCampaign ? `${channel}, campaign ${utmCampaign}` : channel
}
