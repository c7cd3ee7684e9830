/**
 * The owners' alert about an ad platform, worked out after each redelivery
 * run with the agency's (../leads/alerts/alert-news.ts), and kept apart
 * from them: a platform that has refused every attempt for 24 hours is one
 * alert through the alert channels, and one more when it takes leads
 * again. The agency's own leads are never held up by a platform, so it is
 * never an alarm about them, nor a reason for the heartbeat to fail.
 */
import { DAY_MS } from '../leads/store/lead-records'
import { duration, when, type AlertWords } from '../leads/alerts/alert-text'
import { PLATFORM_NAMES, WINDOW_DAYS, type PlatformSituation } from './conversion-records'
import { PLATFORM_SETTINGS, type AdPlatform } from './platforms'

/** How long a platform refuses every attempt before the owners are told. */
export const REFUSING_ALERT_MS = DAY_MS

/** The platforms the owners were told are refusing, and since when they were told. */
export type RefusingPlatforms = Partial<Record<AdPlatform, { since: string }>>

const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`)

function refusingAlert(platform: AdPlatform, seen: PlatformSituation, now: Date): AlertWords {
  const name = PLATFORM_NAMES[platform]
  const age = duration(now.getTime() - Date.parse(seen.refusingSince ?? now.toISOString()))
  return {
    kind: 'conversions-refused',
    subject: `${name} has refused every conversion for ${age}: ${leads(seen.waiting)} waiting`,
    text: [
      `${name} has refused every lead sent to it since ${when(seen.refusingSince)}; ${leads(seen.waiting)} wait to be sent again.`,
      `Its last answer (${when(seen.lastErrorAt)}): ${seen.lastError ?? 'none'}.`,
      `Your own leads are not affected: they reach you as before. ${name} is told of a lead only up to ${WINDOW_DAYS[platform]} days after it, then it is given up.`,
      `Check ${PLATFORM_SETTINGS[platform].join(', ')} in Netlify (docs/deploy.md, "Telling the ad platforms").`,
      'Where they stand: npm run leads -- status.',
    ].join('\n'),
  }
}

function recoveredAlert(platform: AdPlatform, since: string): AlertWords {
  return {
    kind: 'conversions-recovered',
    subject: `Recovered: ${PLATFORM_NAMES[platform]} accepts conversions again`,
    text: `${PLATFORM_NAMES[platform]} accepts leads again since the alert of ${when(since)}; the ones waiting are sent by the next runs. Nothing more to do.`,
  }
}

/** What to tell of the platforms, given what the owners were told before. */
export function platformNews(told: RefusingPlatforms, situation: Partial<Record<AdPlatform, PlatformSituation>>, now: Date): { told: RefusingPlatforms; words: AlertWords[] } {
  const next = { ...told }
  const words: AlertWords[] = []
  for (const platform of new Set([...Object.keys(situation), ...Object.keys(told)] as AdPlatform[])) {
    const seen = situation[platform]
    const refusing = Boolean(seen?.refusingSince && now.getTime() - Date.parse(seen.refusingSince) >= REFUSING_ALERT_MS)
    if (seen && refusing && !next[platform]) {
      words.push(refusingAlert(platform, seen, now))
      next[platform] = { since: now.toISOString() }
    } else if (!refusing && next[platform] && seen?.lastAcceptedAt && seen.lastAcceptedAt >= next[platform].since) {
      words.push(recoveredAlert(platform, next[platform].since))
      delete next[platform]
    }
  }
  return { told: next, words }
}
