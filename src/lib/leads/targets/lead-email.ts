/**
 * Delivers a lead as an e-mail through SMTP (nodemailer): plain text and a
 * simple HTML version, every visitor-supplied value escaped. Staff read every
 * lead in English; the e-mail says which edition of the site it came from,
 * and shows a name in Arabic as typed (nodemailer sends both parts as UTF-8).
 * Its Message-ID is made from the lead's id, the same on every attempt, so
 * a mail system that has the message already can tell a repeat.
 */
import type { TransportOptions } from 'nodemailer'
import { CLICK_IDS, type LeadSource } from '../../attribution/attribution'
import type { StoredLead } from '../store/lead-store'
import { isLocale, type Locale } from '../../i18n/locales'
import type { FormId } from '../../contact/contact-rules'
import { landingPath } from '../../landing/landing'

export type EmailSettings = { smtpUrl: string; to: string; from: string }

/** Every form by the name staff know it by: typed against the forms, so a new one cannot be left out. */
const FORM_NAMES: Record<FormId, string> = { home: 'home page', services: 'Our Services', article: 'Insights article', landing: 'landing page' }

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

/** The site's editions, by the lead's `language`, as staff call them. */
const EDITIONS: Record<Locale, string> = { en: 'English', ar: 'Arabic' }

const formName = (form: string) => FORM_NAMES[form as FormId] ?? form
const editionName = (language: string) => (isLocale(language) ? EDITIONS[language] : language)
/** The landing page's address in the lead's edition: /lp/free-evaluation/ or /ar/lp/free-evaluation/. */
const landingAddress = ({ slug }: { slug: string }, language: string) => landingPath(slug, isLocale(language) ? language : undefined)
/** A landing page is named by its address and campaign: "landing page /lp/free-evaluation/ (campaign free-evaluation-2026q4)". */
const landingName = (lead: StoredLead) => (lead.landing ? ` ${landingAddress(lead.landing, lead.language)} (campaign ${lead.landing.campaign})` : '')
const formTitle = (lead: StoredLead) => `New lead from the ${editionName(lead.language)} ${formName(lead.form)}${landingName(lead)} form`

/** One line naming the edition, the form and the visitor: the e-mail's subject, the webhook's text. */
export const leadHeadline = (lead: StoredLead, name = lead.name) => `${formTitle(lead)}: ${name}`

/** Where the lead came from, as rows for the sales team; only what is known. */
export function sourceRows(source: LeadSource): [string, string][] {
  const clickId = CLICK_IDS.find((id) => source[id])
  const rows: [string, string | undefined][] = [
    ['Channel', source.channel],
    ['Campaign', source.utmCampaign],
    ['Source / medium', source.utmSource || source.utmMedium ? `${source.utmSource ?? '(none)'} / ${source.utmMedium ?? '(none)'}` : undefined],
    ['Landing page', source.landingPage],
    ['Form page', source.formPage],
    ['Click id', clickId && `${clickId} ${source[clickId]}`],
    ['Referring site', source.referrer],
  ]
  return rows.filter((row): row is [string, string] => Boolean(row[1]))
}

/** The channel and campaign in a few words, for the Slack line: "paid, campaign spring". */
export const sourceSummary = (source: LeadSource) =>
  source.utmCampaign ? `${source.channel}, campaign ${source.utmCampaign}` : source.channel

export function leadEmail(lead: StoredLead) {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Country', lead.country ?? 'unknown'],
    ['Form', formName(lead.form)],
    ...(lead.landing ? ([['Landing page', landingAddress(lead.landing, lead.language)], ['Landing page campaign', lead.landing.campaign]] as [string, string][]) : []),
    ['Site edition', editionName(lead.language)],
    ['Received', lead.receivedAt],
    ['Lead id', lead.id],
    ...sourceRows(lead.source).map(([label, value]): [string, string] => [`Source: ${label.toLowerCase()}`, value]),
  ]
  return {
    // The name is already free of line breaks and control characters
    // (contact-rules), so it cannot add headers to the message.
    subject: leadHeadline(lead),
    // No bidi marks in the plain text: the name ends the subject and its own
    // line, so nothing follows it that an Arabic name could pull to its side,
    // and invisible marks would travel with a name copied into a CRM.
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nCall back within one working day.\n`,
    // Each cell is a paragraph of its own, so an Arabic name cannot reorder
    // the row; dir="auto" gives the cell its value's own direction, so a name
    // such as "ليلى Haddad" reads from the right, as it was typed.
    html: `<h1>${escapeHtml(formTitle(lead))}</h1><table>${rows
      .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td dir="auto">${escapeHtml(value)}</td></tr>`)
      .join('')}</table><p>Call back within one working day.</p>`,
  }
}

/** `<lead id@the sender's domain>`: one Message-ID per lead, whichever attempt sends it. */
export const leadMessageId = (lead: StoredLead, from: string) => `<lead-${lead.id}@${from.split('@').pop()?.replace(/[>\s]/g, '') || 'leads.invalid'}>`

export async function sendLeadEmail(lead: StoredLead, settings: EmailSettings, timeoutMs: number) {
  // Loaded on first use: `gatsby serve` re-evaluates the function bundle on
  // every request, and most deployments send no e-mail. "eager" keeps the
  // code inside the one bundle file that hosting deploys.
  const { default: nodemailer } = await import(/* webpackMode: "eager" */ 'nodemailer')
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as TransportOptions)
  try {
    await transport.sendMail({ from: settings.from, to: settings.to, messageId: leadMessageId(lead, settings.from), ...leadEmail(lead) })
  } finally {
    transport.close()
  }
}
