/**
 * One message over SMTP (nodemailer), every wait bounded by the timeout:
 * the leads' e-mails (lead-email.ts) and the owners' alerts
 * (../alerts/alert-channels.ts) go through the same transport.
 */
import type { SendMailOptions, TransportOptions } from 'nodemailer'

export async function sendOverSmtp(smtpUrl: string, timeoutMs: number, message: SendMailOptions) {
  // Loaded on first use: `gatsby serve` re-evaluates the function bundle on
  // every request, and most deployments send no e-mail. "eager" keeps the
  // code inside the one bundle file that hosting deploys.
  const { default: nodemailer } = await import(/* webpackMode: "eager" */ 'nodemailer')
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  } as TransportOptions)
  try {
    await transport.sendMail(message)
  } finally {
    transport.close()
  }
}
