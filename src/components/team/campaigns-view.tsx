/**
 * The inbox's Campaigns view (`?view=campaigns&from=…&to=…`, an address to
 * share): the days (From, To, Show: a form sent to this page's own
 * address), then the landing pages' report from /api/team/campaigns
 * (src/lib/team/team-campaigns.ts): the table, the bars, each variant's
 * verdict and what each ad platform was sent. Without Plausible's visitors
 * it says why; without a landing page's lead, it says that.
 */
import { useEffect, useState } from 'react'
import type { CampaignsView as Answer } from '../../lib/team/team-campaigns'
import type { ReportRange } from '../../lib/leads-cli/campaign-inputs'
import { CampaignBars } from './campaign-bars'
import { PagesTable, PlatformsTable } from './campaign-table'
import { CampaignVerdicts } from './campaign-verdicts'
import { api } from './team-api'
import { SettingsNote } from './settings-note'
import type { InboxProps } from './team-props'
import { button, field, note } from './team-styles'

type Loaded = { kind: 'report'; answer: Answer } | { kind: 'refused'; field: keyof ReportRange } | { kind: 'trouble' }

function RangeForm({ copy, range, refused }: Pick<InboxProps, 'copy'> & { range: Partial<ReportRange>; refused?: keyof ReportRange }) {
  const problemId = 'range-problem'
  const date = (name: keyof ReportRange, words: string) => (
    <div css={field}>
      <label htmlFor={`range-${name}`}>{words}</label>
      <input id={`range-${name}`} type="date" name={name} defaultValue={range[name] ?? ''} aria-invalid={refused === name || undefined} aria-describedby={refused === name ? problemId : undefined} />
    </div>
  )
  return (
    <form method="get" aria-labelledby="range-heading" css={{ display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' }}>
      <h3 id="range-heading" css={{ fontSize: '1rem', gridColumn: '1 / -1', margin: 0 }}>
        {copy.rangeLabel}
      </h3>
      <input type="hidden" name="view" value="campaigns" />
      {date('from', copy.rangeFrom)}
      {date('to', copy.rangeTo)}
      <div>
        <button type="submit" css={button}>
          {copy.showButton}
        </button>
      </div>
      {refused && (
        <p role="alert" id={problemId} css={[note('error'), { gridColumn: '1 / -1' }]}>
          {copy.rangeProblem}
        </p>
      )}
    </form>
  )
}

function VisitorsNote({ copy, answer }: Pick<InboxProps, 'copy'> & { answer: Answer }) {
  if (answer.visitorsError) return <p css={note('info')}>{copy.visitorsFailed}</p>
  if (answer.report.visitorsCounted) return null
  return <SettingsNote copy={copy} kind="info" text={copy.visitorsMissing} />
}

export function CampaignsReport(props: InboxProps & { answer: Answer }) {
  const { copy, answer } = props
  const { report } = answer
  const leads = report.pages.reduce((sum, row) => sum + row.leads, 0)
  const platforms = report.platforms.filter((row) => row.sent || row.stagesSent || row.accepted || row.refused || row.tooLate)
  const visitors = Object.fromEntries(report.pages.map((row) => [row.path, row.visitors]))
  return (
    <>
      <VisitorsNote copy={copy} answer={answer} />
      {leads === 0 && <p css={{ margin: 0 }}>{copy.noLandingLeads}</p>}
      {report.pages.length > 0 && <PagesTable {...props} report={report} />}
      {leads > 0 && <CampaignBars {...props} rows={report.pages} />}
      {report.comparisons.length > 0 && <CampaignVerdicts {...props} comparisons={report.comparisons} visitors={visitors} />}
      {platforms.length > 0 ? <PlatformsTable {...props} platforms={platforms} /> : leads > 0 && <p css={{ margin: 0 }}>{copy.nothingSent}</p>}
    </>
  )
}

export function CampaignsView(props: InboxProps & { onSignedOut: () => void }) {
  const { copy, onSignedOut } = props
  const [loaded, setLoaded] = useState<Loaded | undefined>()
  const params = new URLSearchParams(window.location.search)
  const asked = { from: params.get('from') ?? '', to: params.get('to') ?? '' }
  const query = new URLSearchParams(Object.entries(asked).filter(([, value]) => value)).toString()
  useEffect(() => {
    api<Answer>(`campaigns${query ? `?${query}` : ''}`)
      .then(({ status, body }) => {
        if (status === 401) return onSignedOut()
        if (status === 400 && (body.error === 'from' || body.error === 'to')) return setLoaded({ kind: 'refused', field: body.error })
        setLoaded(status === 200 ? { kind: 'report', answer: body } : { kind: 'trouble' })
      })
      .catch(() => setLoaded({ kind: 'trouble' }))
  }, [query, onSignedOut])
  if (!loaded) return null
  return (
    <section aria-labelledby="campaigns-heading" css={{ display: 'grid', gap: '1.5rem' }}>
      <div css={{ display: 'grid', gap: '0.5rem' }}>
        <h2 id="campaigns-heading" css={{ margin: 0 }}>
          {copy.campaignsHeading}
        </h2>
        <p css={{ margin: 0 }}>{copy.campaignsIntro}</p>
      </div>
      <RangeForm copy={copy} range={loaded.kind === 'report' ? loaded.answer.report : asked} refused={loaded.kind === 'refused' ? loaded.field : undefined} />
      {loaded.kind === 'trouble' && <p css={note('error')}>{copy.trouble}</p>}
      {loaded.kind === 'report' && <CampaignsReport {...props} answer={loaded.answer} />}
    </section>
  )
}
