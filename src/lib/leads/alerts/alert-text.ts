/**
 * The alerts in words, for the owners (in English, as staff read every
 * lead): which target fails, how many leads wait, the oldest one's age and
 * the target's last answer, with every address reduced to its origin
 * (security/secret-urls.ts). No visitor's name or number: alerts go to places leads
 * do not, and the commands they point to read those from the store.
 */
import { reduceUrls } from '../../security/secret-urls'
import { GIVE_UP_AFTER_MS, RETENTION_DAYS } from '../store/lead-records'
import type { FailedLead, TargetSituation } from './lead-situation'

/** `held`: leads kept during a flood; `conversions-*`: an ad platform's (platform-alerts.ts); `first-contact`: a lead still New (src/lib/team/first-contact.ts). */
export type AlertKind = 'failing' | 'reminder' | 'recovered' | 'failed' | 'held' | 'conversions-refused' | 'conversions-recovered' | 'conversions-processing' | 'first-contact'
export type AlertWords = { kind: AlertKind; subject: string; text: string }

/** Each lead target by what the owners set for it. */
const TARGETS: Record<string, { name: string; check: string }> = {
  webhook: { name: 'lead webhook', check: 'Check the service behind LEADS_WEBHOOK_URL (Slack, Zapier, Make, the CRM) and that the address is still the one it gives.' },
  email: { name: 'lead e-mail', check: 'Check the mail server and its password in SMTP_URL, and that the mailbox in LEADS_EMAIL_TO takes mail.' },
}
const targetName = (target: string) => TARGETS[target]?.name ?? `lead target "${target}"`

const units = (['day', 'hour', 'minute'] as const).map((unit) => ({
  ms: { day: 86_400_000, hour: 3_600_000, minute: 60_000 }[unit],
  format: new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 0 }),
}))

/** "2 days 3 hours", "17 minutes", "less than a minute": the two largest units. */
export function duration(ms: number): string {
  const parts: string[] = []
  let rest = Math.max(0, ms)
  for (const { ms: size, format } of units) {
    const count = Math.floor(rest / size)
    rest -= count * size
    if (count > 0 || parts.length > 0) parts.push(format.format(count))
  }
  const shown = parts.slice(0, 2).filter((part, index) => index === 0 || !part.startsWith('0 '))
  return shown.length ? shown.join(' ') : 'less than a minute'
}

/** `2026-11-27 10:01 UTC`. */
export const when = (iso: string | undefined) => (iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : 'unknown')

const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`)
const GIVE_UP = duration(GIVE_UP_AFTER_MS)

function waitingWords(target: string, situation: TargetSituation, now: Date) {
  const age = duration(now.getTime() - Date.parse(situation.oldestReceivedAt ?? now.toISOString()))
  return {
    age,
    lines: [
      `The ${targetName(target)} has not accepted ${leads(situation.waiting)}; the oldest has waited ${age}.`,
      `Its last answer${situation.lastErrorAt ? ` (${when(situation.lastErrorAt)})` : ''}: ${reduceUrls(situation.lastError ?? 'none yet')}.`,
      `Nothing is lost: the leads are stored and tried again, with growing waits, for ${GIVE_UP}.`,
      TARGETS[target]?.check ?? 'Check its settings in Netlify.',
      'Where they stand: npm run leads -- status. What each alert means: docs/leads.md.',
    ],
  }
}

export function failingAlert(target: string, situation: TargetSituation, now: Date, repeatMs: number, reminder: boolean): AlertWords {
  const { age, lines } = waitingWords(target, situation, now)
  return {
    kind: reminder ? 'reminder' : 'failing',
    subject: `${reminder ? 'Still failing' : 'Leads are not getting through'}: the ${targetName(target)}, ${leads(situation.waiting)} waiting, the oldest for ${age}`,
    text: [...lines, `You will be reminded every ${duration(repeatMs)} while it lasts, and told when it recovers.`].join('\n'),
  }
}

export function recoveredAlert(target: string, wentThrough: number, since: string): AlertWords {
  return {
    kind: 'recovered',
    subject: `Recovered: the ${targetName(target)} accepts leads again`,
    text: [
      `The ${targetName(target)} accepts leads again: ${leads(wentThrough)} that had waited went through since the alert of ${when(since)}.`,
      'Nothing more to do. A lead given up on meanwhile is listed by: npm run leads -- failed.',
    ].join('\n'),
  }
}

export function failedAlert(failed: FailedLead[]): AlertWords {
  const rows = failed.map(
    (lead) =>
      `- lead ${lead.id}, received ${when(lead.receivedAt)}: ${lead.refusals.map(({ target, lastError }) => `${targetName(target)} last answered ${reduceUrls(lastError ?? 'nothing')}`).join('; ')}`,
  )
  return {
    kind: 'failed',
    subject: `${failed.length === 1 ? 'A lead was' : `${failed.length} leads were`} not delivered for ${GIVE_UP}: call back now`,
    text: [
      `${failed.length === 1 ? 'This lead has' : 'These leads have'} not reached the team for ${GIVE_UP} and will not be tried again:`,
      ...rows,
      'The visitor waits for a call nobody was told about. Their name and number are not written here: npm run leads -- failed lists them.',
      `Fix the target (docs/leads.md, "When a lead failed"). The lead is deleted ${RETENTION_DAYS} days after it failed.`,
    ].join('\n'),
  }
}

export function heldAlert(held: number): AlertWords {
  return {
    kind: 'held',
    subject: `${leads(held)} held: more leads arrived in an hour than the site lets through`,
    text: [
      `${held === 1 ? 'A lead arrived' : `${leads(held)} arrived`} after more than LEADS_FLOOD_PER_HOUR leads had come in within an hour, across the whole site: a flood, most likely a script sending numbers that are not its own.`,
      `${held === 1 ? 'It is' : 'They are'} stored, but held: no target was sent ${held === 1 ? 'it' : 'them'}, and nothing is delivered until you say so.`,
      'Look at them: npm run leads -- held. Deliver the real ones: npm run leads -- release <id>, or all: npm run leads -- release --all.',
      'You are told once while leads are held; a later flood is told again.',
    ].join('\n'),
  }
}
