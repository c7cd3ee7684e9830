/**
 * The owners' alerts about an ad platform, worked out after each redelivery
 * run with the agency's (alert-news.ts), and kept apart from them:
 *
 * - a platform that has refused every attempt for 24 hours is one alert
 *   through the alert channels, and one more when it takes leads again;
 * - a platform that took an event and then could not process it (Google's
 *   requestStatus: consent, terms not accepted, a bad click id, too old) is
 *   an alert at most once a day while such an error stands.
 *
 * The agency's own leads are never held up by a platform, so it is never
 * an alarm about them, nor a reason for the heartbeat to fail.
 */
import type { PlatformSituation } from '../../conversions/conversion-records'
import { platformName, platformOf, requiredSettings, type AdPlatform } from '../../conversions/platforms'
import { DAY_MS } from '../../delivery/attempts'
import { duration, when, type AlertWords } from './alert-text'

/** How long a platform refuses every attempt before the owners are told. */
export const REFUSING_ALERT_MS = DAY_MS
/** How often a standing processing error is told. */
export const PROCESSING_ALERT_MS = DAY_MS

/** Per platform: since when the owners were told it refuses (absent once it recovered), and when they were last told of a processing error. */
export type RefusingPlatforms = Partial<Record<AdPlatform, { since?: string; processingToldAt?: string }>>

const leads = (count: number) => (count === 1 ? '1 lead' : `${count} leads`)

function refusingAlert(platform: AdPlatform, seen: PlatformSituation, now: Date): AlertWords {
  const name = platformName(platform)
  const age = duration(now.getTime() - Date.parse(seen.refusingSince ?? now.toISOString()))
  return {
    kind: 'conversions-refused',
    subject: `${name} has refused every conversion for ${age}: ${leads(seen.waiting)} waiting`,
    text: [
      `${name} has refused every lead sent to it since ${when(seen.refusingSince)}; ${leads(seen.waiting)} wait to be sent again.`,
      `Its last answer (${when(seen.lastErrorAt)}): ${seen.lastError ?? 'none'}.`,
      `Your own leads are not affected: they reach you as before. ${name} is told of a lead only up to ${platformOf(platform).windowDays} days after it, then it is given up.`,
      `Check ${requiredSettings(platform).join(', ')} in Netlify (docs/deploy.md, "Telling the ad platforms").`,
      'Where they stand: npm run leads -- status.',
    ].join('\n'),
  }
}

function processingAlert(platform: AdPlatform, seen: PlatformSituation): AlertWords {
  const name = platformName(platform)
  return {
    kind: 'conversions-processing',
    subject: `${name} took conversions but could not count them`,
    text: [
      `${name} took an event and then reported (${when(seen.processingErrorAt)}): ${seen.processingError}.`,
      `Such an event is not counted; it is sent again until ${name}'s window of ${platformOf(platform).windowDays} days passes. Your own leads are not affected.`,
      `Check the account in ${name} (terms accepted, consent settings, the conversion actions) and docs/deploy.md, "Telling the ad platforms". This alert repeats at most once a day while the error stands.`,
      'Where they stand: npm run leads -- status.',
    ].join('\n'),
  }
}

function recoveredAlert(platform: AdPlatform, since: string): AlertWords {
  return {
    kind: 'conversions-recovered',
    subject: `Recovered: ${platformName(platform)} accepts conversions again`,
    text: `${platformName(platform)} accepts leads again since the alert of ${when(since)}; the ones waiting are sent by the next runs. Nothing more to do.`,
  }
}

/** What to tell of the platforms, given what the owners were told before. */
export function platformNews(told: RefusingPlatforms, situation: Partial<Record<AdPlatform, PlatformSituation>>, now: Date): { told: RefusingPlatforms; words: AlertWords[] } {
  const next: RefusingPlatforms = { ...told }
  const words: AlertWords[] = []
  for (const platform of new Set([...Object.keys(situation), ...Object.keys(told)] as AdPlatform[])) {
    const seen = situation[platform]
    const before = next[platform] ?? {}
    let entry = { ...before }
    const refusing = Boolean(seen?.refusingSince && now.getTime() - Date.parse(seen.refusingSince) >= REFUSING_ALERT_MS)
    if (seen && refusing && !before.since) {
      words.push(refusingAlert(platform, seen, now))
      entry.since = now.toISOString()
    } else if (!refusing && before.since && seen?.lastAcceptedAt && seen.lastAcceptedAt >= before.since) {
      words.push(recoveredAlert(platform, before.since))
      delete entry.since
    }
    if (seen?.processingError && (!before.processingToldAt || now.getTime() - Date.parse(before.processingToldAt) >= PROCESSING_ALERT_MS)) {
      words.push(processingAlert(platform, seen))
      entry = { ...entry, processingToldAt: now.toISOString() }
    }
    if (Object.keys(entry).length) next[platform] = entry
    else delete next[platform]
  }
  return { told: next, words }
}
