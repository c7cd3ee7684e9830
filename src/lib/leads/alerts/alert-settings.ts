/**
 * The alerts' settings, read from the scheduled function's environment when
 * it runs (as the lead targets are, lead-delivery.ts): after how long a
 * waiting lead is worth an alert, how often to remind, the channels an alert
 * goes through, and the heartbeat's address. docs/deploy.md lists them for
 * the owners; the build warns when no channel is set (gatsby/netlify/delivery-check.ts).
 */
import { checkedUrl, type RefusedTarget } from '../lead-delivery'

export const DEFAULT_ALERT_AFTER_MINUTES = 15
export const DEFAULT_REPEAT_MINUTES = 60

/** Where an alert can go: an e-mail over the leads' SMTP transport, or a second webhook. */
export type AlertChannel = 'email' | 'webhook'

export type AlertSettings = {
  /** A lead waiting longer than this for a target is worth an alert. */
  afterMs: number
  /** At most one reminder this often while a target keeps failing. */
  repeatMs: number
  email?: { smtpUrl: string; to: string; from: string }
  webhookUrl?: string
  heartbeatUrl?: string
  /** Addresses set but refused (security/secret-urls.ts), by variable. */
  refused: RefusedTarget[]
  /** Settings that do nothing as they are, in words, for the build and the run's log. */
  unused: string[]
}

/** The lead target an alert channel shares its transport with: while that target fails, so may the channel. */
export const CHANNEL_TRANSPORT: Record<AlertChannel, string | undefined> = { email: 'email', webhook: undefined }

export const CHANNEL_NAMES: Record<AlertChannel, string> = { email: 'e-mail', webhook: 'alert webhook' }

/** Minutes in `value` (decimals allowed) as milliseconds, or the default's. */
export function minutesSetting(value: string | undefined, fallbackMinutes: number): number {
  const minutes = Number(value)
  return (value?.trim() && Number.isFinite(minutes) && minutes > 0 ? minutes : fallbackMinutes) * 60_000
}

export function alertSettings(env: NodeJS.ProcessEnv, live: boolean): AlertSettings {
  const refused: RefusedTarget[] = []
  const unused: string[] = []
  const usable = (variable: 'LEADS_ALERT_WEBHOOK_URL' | 'LEADS_HEARTBEAT_URL') => {
    const url = env[variable]
    const problem = url ? checkedUrl(variable, url, live) : undefined
    if (problem) refused.push({ target: variable, reason: problem })
    return problem ? undefined : url || undefined
  }
  const to = env.LEADS_ALERT_EMAIL
  if (to && !env.SMTP_URL) unused.push('LEADS_ALERT_EMAIL is set but SMTP_URL is not: alert e-mails go over the leads\' SMTP server')
  return {
    afterMs: minutesSetting(env.LEADS_ALERT_AFTER_MINUTES, DEFAULT_ALERT_AFTER_MINUTES),
    repeatMs: minutesSetting(env.LEADS_ALERT_REPEAT_MINUTES, DEFAULT_REPEAT_MINUTES),
    email: to && env.SMTP_URL ? { smtpUrl: env.SMTP_URL, to, from: env.LEADS_EMAIL_FROM || to } : undefined,
    webhookUrl: usable('LEADS_ALERT_WEBHOOK_URL'),
    heartbeatUrl: usable('LEADS_HEARTBEAT_URL'),
    refused,
    unused,
  }
}

/** The channels set, in a fixed order. */
export const alertChannels = (settings: AlertSettings): AlertChannel[] =>
  [settings.email && ('email' as const), settings.webhookUrl && ('webhook' as const)].filter((channel): channel is AlertChannel => Boolean(channel))
