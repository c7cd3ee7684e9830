/**
 * Delivers a lead as an e-mail through SMTP (nodemailer): plain text and a
 * simple HTML version, every visitor-supplied value escaped.
 */
import type { TransportOptions } from 'nodemailer'
import type { StoredLead } from './lead-store'

export type EmailSettings = { smtpUrl: string; to: string; from: string }

const FORM_NAMES: Record<string, string> = { home: 'home page', services: 'Our Services' }

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char)

const formName = (form: string) => FORM_NAMES[form] ?? form

/** One line naming the form and the visitor: the e-mail's subject, the webhook's text. */
export const leadHeadline = (lead: StoredLead) => `New lead from the ${formName(lead.form)} form: ${lead.name}`

export function leadEmail(lead: StoredLead) {
  const rows: [string, string][] = [
    ['Name', lead.name],
    ['Phone', lead.phone],
    ['Country', lead.country ?? 'unknown'],
    ['Form', formName(lead.form)],
    ['Received', lead.receivedAt],
    ['Lead id', lead.id],
  ]
  return {
    // The name is already free of line breaks and control characters
    // (contact-rules), so it cannot add headers to the message.
    subject: leadHeadline(lead),
    text: `${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nCall back within one working day.\n`,
    html: `<h1>New lead from the ${escapeHtml(formName(lead.form))} form</h1><table>${rows
      .map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table><p>Call back within one working day.</p>`,
  }
}

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
    await transport.sendMail({ from: settings.from, to: settings.to, ...leadEmail(lead) })
  } finally {
    transport.close()
  }
}
