/**
 * What the visitor answered to the form's ad consent box, as the lead keeps
 * it: whether the ad platform whose ad brought the visit may be told
 * (src/lib/conversions/platforms.ts picks it), and the date of the wording
 * they saw, kept once in content/site.json (`adConsentVersion`) beside the
 * wording of each language (content/<lang>/form.json, `adConsent`). For the
 * contact function; an unticked, missing or malformed answer is a no, never
 * a reason to refuse the lead.
 */
import site from '../../../content/site.json'
import { AD_CONSENT_FIELD } from '../contact/contact-fields'
import type { StoredLead } from '../leads/types'

export type AdConsent = NonNullable<StoredLead['consent']>

/** The date of the box's wording that every lead keeps. */
export const AD_CONSENT_VERSION: string = site.adConsentVersion

/** Ticked: `on`, as a browser posts a box without a value, or `true`, as the form's script sends it. */
export const isTicked = (value: unknown) => value === true || value === 'on'

/** The visitor's answer in a contact request's fields. */
export const adConsentOf = (fields: Readonly<Record<string, unknown>>): AdConsent => ({
  adMeasurement: isTicked(Object.hasOwn(fields, AD_CONSENT_FIELD) ? fields[AD_CONSENT_FIELD] : undefined),
  version: AD_CONSENT_VERSION,
})
