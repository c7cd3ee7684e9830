/**
 * A lead's sends to the ad platform its visit came from, on the lead's
 * page: the platform by its name in the page's language, the lead and each
 * later stage sent, where each stands (lib/conversions/send-standing.ts) in
 * the page's words, and a stage taken back that the platform still counts.
 */
import type { LeadRecord } from '../../lib/leads/types'
import { sendStanding, sendsOf, type SendStanding } from '../../lib/conversions/send-standing'
import type { AdPlatform } from '../../lib/conversions/platforms'
import { Rows } from './rows'
import { acceptedWords, gulfTime, notAcceptedWords, STAGE_WORDS, type InboxProps } from './team-props'

type PlatformSendsProps = Pick<InboxProps, 'copy' | 'platformNames' | 'locale'> & { conversions: LeadRecord['conversions'] }

export function PlatformSends({ conversions, copy, platformNames, locale }: PlatformSendsProps) {
  const words = (standing: SendStanding) => {
    switch (standing.state) {
      case 'sent':
        return acceptedWords(copy, locale, standing.at)
      case 'received':
        return `${copy.sendReceived}: ${gulfTime(locale, standing.at)}`
      case 'validated':
        return copy.sendValidated
      case 'too-late':
        return copy.sendTooLate
      case 'given-up':
        return standing.why ? `${copy.sendGivenUp} · ${standing.why}` : copy.sendGivenUp
      case 'waiting':
        return notAcceptedWords(copy, standing.attempts, standing.why)
    }
  }
  const rows = Object.entries(conversions ?? {}).flatMap(([platform, outcome]): [string, string][] => {
    const name = platformNames[platform as AdPlatform]
    if (!name || !outcome) return []
    return [
      ...sendsOf(outcome).map(([stage, send]): [string, string] => [`${name} · ${stage === 'lead' ? copy.sendLead : copy[STAGE_WORDS[stage]]}`, words(sendStanding(send))]),
      ...(outcome.notRetracted ? [[name, `${copy.notRetracted}: ${gulfTime(locale, outcome.notRetracted.at)}`] as [string, string]] : []),
    ]
  })
  return rows.length ? <Rows rows={rows} /> : <p css={{ margin: 0 }}>{copy.nothingSent}</p>
}
