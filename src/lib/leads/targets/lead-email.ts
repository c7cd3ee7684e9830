/**
 * Delivers a lead as an e-mail through SMTP (nodemailer): plain text and a
 * simple HTML version, every visitor-supplied value escaped. Staff read every
 * lead in English; the e-mail says which edition of the site it came from,
 * and shows a name in Arabic as typed (nodemailer sends both parts as UTF-8).
 * Its Message-ID is made from the lead's id, the same on every attempt, so
 * a mail system that has the message already can tell a repeat.
 */
import type { StoredLead } from '../types'
import { escapeHtml } from '../../i18n/text'
import { editionName, formName, formTitle, landingAddress, leadHeadline, sourceRows } from '../lead-text'
import { sendOverSmtp } from './smtp'
import { runtimeEnv } from '../runtime-env'
import { leadInboxAddress } from '../../team/inbox-address'

export type EmailSettings = { smtpUrl: string; to: string; from: string }

export function leadEmail(lead: StoredLead, inbox = leadInboxAddress(runtimeEnv(), lead)) {
  const rows: [string, string][] = [
    // The lead's page in the team's inbox (src/lib/team/), once LEADS_TEAM is set.
    ...(inbox ? ([['Inbox', inbox]] as [string, string][]) : []),
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
  await sendOverSmtp(settings.smtpUrl, timeoutMs, { from: settings.from, to: settings.to, messageId: leadMessageId(lead, settings.from), ...leadEmail(lead) })
}
