/**
 * One lead: Call and WhatsApp, the Stage form (Value (AED) for Won, a Reason
 * for Lost and Junk), its history, and everything it keeps. A save over a
 * version someone else changed is refused, and the page says so with the
 * lead's stage as it is now.
 */
import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { LEAD_STAGES, STAGE_REASONS, needsReason, type LeadStage } from '../../lib/leads/stages'
import type { LeadRecord } from '../../lib/leads/types'
import { sourceFacts } from '../../lib/leads/lead-text'
import { whatsappUrl } from '../../lib/contact/whatsapp-url'
import { api } from './team-api'
import { acceptedWords, aed, CHANNEL_WORDS, gulfTime, notAcceptedWords, REASON_WORDS, SOURCE_WORDS, STAGE_WORDS, type InboxProps } from './team-props'
import { button, field, link, note, quietButton } from './team-styles'
import { PlatformSends } from './platform-sends'
import { Rows } from './rows'

type Shown = LeadRecord & { stage: LeadStage }
type Loaded = { lead: Shown; etag: string }
type Notice = { kind: 'saved' } | { kind: 'problem'; text: string } | { kind: 'conflict'; stage: LeadStage }

function StageForm({ copy, loaded, onSaved }: InboxProps & { loaded: Loaded; onSaved: (next: Loaded, notice: Notice) => void }) {
  const [stage, setStage] = useState<LeadStage>(loaded.lead.stage)
  const [value, setValue] = useState('')
  const [reason, setReason] = useState('')
  const [note_, setNote] = useState('')
  const [problem, setProblem] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  async function save(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const { status, body } = await api<Partial<Loaded>>(`leads/${encodeURIComponent(loaded.lead.lead.id)}/stage`, { stage, value, reason, note: note_, etag: loaded.etag }).catch(() => ({ status: 0, body: {} as Partial<Loaded> & { error?: string } }))
    setBusy(false)
    if (status === 200 && body.lead && body.etag) {
      setProblem(undefined)
      return onSaved({ lead: body.lead, etag: body.etag }, { kind: 'saved' })
    }
    if (status === 409 && body.lead && body.etag) {
      setProblem(undefined)
      setStage(body.lead.stage)
      return onSaved({ lead: body.lead, etag: body.etag }, { kind: 'conflict', stage: body.lead.stage })
    }
    setProblem(body.error === 'value' ? copy.valueRequired : body.error === 'reason' ? copy.reasonRequired : copy.trouble)
  }
  const problemId = 'stage-problem'
  return (
    <form onSubmit={save} noValidate css={{ display: 'grid', gap: '0.75rem', maxInlineSize: '28rem' }}>
      <div css={field}>
        <label htmlFor="lead-stage">{copy.stageLabel}</label>
        <select id="lead-stage" value={stage} onChange={(event) => setStage(event.target.value as LeadStage)}>
          {LEAD_STAGES.map((option) => (
            <option key={option} value={option}>
              {copy[STAGE_WORDS[option]]}
            </option>
          ))}
        </select>
      </div>
      {stage === 'won' && (
        <div css={field}>
          <label htmlFor="lead-value">{copy.valueLabel}</label>
          <input id="lead-value" inputMode="decimal" dir="ltr" value={value} onChange={(event) => setValue(event.target.value)} aria-invalid={problem === copy.valueRequired} aria-describedby={problem ? problemId : undefined} required />
        </div>
      )}
      {needsReason(stage) && (
        <>
          <div css={field}>
            <label htmlFor="lead-reason">{copy.reasonLabel}</label>
            <select id="lead-reason" value={reason} onChange={(event) => setReason(event.target.value)} aria-invalid={problem === copy.reasonRequired} aria-describedby={problem ? problemId : undefined} required>
              <option value="">{copy.chooseReason}</option>
              {STAGE_REASONS[stage].map((option) => (
                <option key={option} value={option}>
                  {copy[REASON_WORDS[option]]}
                </option>
              ))}
            </select>
          </div>
          <div css={field}>
            <label htmlFor="lead-note">{copy.noteLabel}</label>
            <input id="lead-note" value={note_} maxLength={300} onChange={(event) => setNote(event.target.value)} />
          </div>
        </>
      )}
      <div role="alert" id={problemId}>
        {problem && <p css={note('error')}>{problem}</p>}
      </div>
      <button type="submit" css={button} disabled={busy}>
        {copy.save}
      </button>
    </form>
  )
}

/** One part of the lead's page, named by its heading (`<id>-heading`). */
function LeadSection({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} css={{ display: 'grid', gap: '0.75rem' }}>
      <h3 id={`${id}-heading`} css={{ margin: 0 }}>
        {heading}
      </h3>
      {children}
    </section>
  )
}

export function LeadPage(props: InboxProps & { id: string; onSignedOut: () => void }) {
  const { copy, locale, greetings, id, onSignedOut } = props
  const [loaded, setLoaded] = useState<Loaded | 'trouble' | 'missing' | undefined>()
  const [notice, setNotice] = useState<Notice | undefined>()
  const load = useCallback(() => {
    api<Loaded>(`leads/${encodeURIComponent(id)}`)
      .then(({ status, body }) => (status === 401 ? onSignedOut() : setLoaded(status === 200 ? body : status === 404 ? 'missing' : 'trouble')))
      .catch(() => setLoaded('trouble'))
  }, [id, onSignedOut])
  useEffect(load, [load])
  const back = (
    <a css={link} href="?">
      {copy.backToList}
    </a>
  )
  if (loaded === 'trouble' || loaded === 'missing')
    return (
      <div css={{ display: 'grid', gap: '1rem' }}>
        {back}
        <p css={note('error')}>{loaded === 'missing' ? copy.notFound : copy.trouble}</p>
      </div>
    )
  if (!loaded) return null
  const record = loaded.lead
  const { lead } = record
  const greeting = greetings[lead.language === 'ar' ? 'ar' : 'en']
  const stageWord = (stage: LeadStage) => copy[STAGE_WORDS[stage]]
  const rows: [string, string][] = [
    [copy.phoneColumn, lead.phone],
    [copy.languageColumn, lead.language === 'ar' ? copy.languageAr : copy.languageEn],
    [copy.receivedLabel, gulfTime(locale, lead.receivedAt)],
    [copy.stageColumn, `${stageWord(record.stage)}${record.value !== undefined ? ` · ${aed(locale, record.value)}` : ''}`],
    ...(record.firstContactMinutes !== undefined ? ([[copy.firstContactLabel, `${record.firstContactMinutes} ${copy.minutesAfter}`]] as [string, string][]) : []),
  ]
  const attribution: [string, string][] = [
    ...(lead.landing
      ? ([
          [copy.landingLabel, lead.landing.slug],
          [copy.variantLabel, lead.landing.variant ?? lead.landing.slug],
          [copy.campaignLabel, lead.landing.campaign],
        ] as [string, string][])
      : []),
    // A landing page's lead names its campaign above: the campaign tag it came with is the same.
    ...sourceFacts(lead.source)
      .filter(([fact, value]) => !(fact === 'campaign' && value === lead.landing?.campaign))
      .map(([fact, value]): [string, string] => [copy[SOURCE_WORDS[fact]], fact === 'channel' ? copy[CHANNEL_WORDS[lead.source.channel]] ?? value : value]),
    [copy.consentLabel, lead.consent ? `${lead.consent.adMeasurement ? copy.consentYes : copy.consentNo} (\u2066${lead.consent.version}\u2069)` : copy.consentUnknown],
  ]
  const delivery: [string, string][] = Object.entries(record.targets).map(([target, outcome]) => [
    target,
    outcome.acceptedAt ? acceptedWords(copy, locale, outcome.acceptedAt) : notAcceptedWords(copy, outcome.attempts, outcome.lastError),
  ])
  return (
    <article css={{ display: 'grid', gap: '1.5rem' }} aria-labelledby="lead-name">
      {back}
      <h2 id="lead-name" dir="auto" css={{ margin: 0 }}>
        {lead.name}
      </h2>
      <div css={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
        <a css={button} href={`tel:${lead.phone}`}>
          {copy.call}
        </a>
        <a css={quietButton} href={whatsappUrl(lead.phone, greeting)}>
          {copy.whatsapp}
        </a>
      </div>
      <LeadSection id="stage" heading={copy.stageLabel}>
        <div role="status">
          {notice?.kind === 'saved' && <p css={note('success')}>{copy.saved}</p>}
          {notice?.kind === 'conflict' && (
            <p css={note('error')}>
              {copy.conflict} {copy.conflictNow} {stageWord(notice.stage)}
            </p>
          )}
        </div>
        <StageForm
          key={loaded.etag}
          {...props}
          loaded={loaded}
          onSaved={(next, told) => {
            setLoaded(next)
            setNotice(told)
          }}
        />
      </LeadSection>
      <LeadSection id="details" heading={copy.detailsHeading}>
        {/* A phone number reads left to right in either language: left to itself on the Arabic page, its + would move to its end. */}
        <Rows rows={rows} leftToRight={new Set([copy.phoneColumn])} />
      </LeadSection>
      <LeadSection id="history" heading={copy.historyHeading}>
        {(record.history ?? []).length === 0 ? (
          <p css={{ margin: 0 }}>{copy.noHistory}</p>
        ) : (
          <ol css={{ margin: 0, paddingInlineStart: '1.25rem', display: 'grid', gap: '0.5rem' }}>
            {[...(record.history ?? [])].reverse().map((change) => (
              <li key={`${change.at}-${change.to}`}>
                {gulfTime(locale, change.at)}: {stageWord(change.from)} → {stageWord(change.to)} ({copy.byLabel} <span dir="ltr">{change.by}</span>)
                {change.value !== undefined && ` · ${copy.valueShort}: ${aed(locale, change.value)}`}
                {change.reason && ` · ${copy.reasonShort}: ${change.reason}`}
              </li>
            ))}
          </ol>
        )}
      </LeadSection>
      <LeadSection id="attribution" heading={copy.attributionHeading}>
        <Rows rows={attribution} />
      </LeadSection>
      <LeadSection id="delivery" heading={copy.deliveryHeading}>
        {delivery.length ? <Rows rows={delivery} /> : <p css={{ margin: 0 }}>{copy.noTargets}</p>}
      </LeadSection>
      <LeadSection id="platforms" heading={copy.platformsHeading}>
        <PlatformSends conversions={record.conversions} copy={copy} platformNames={props.platformNames} locale={locale} />
      </LeadSection>
    </article>
  )
}
