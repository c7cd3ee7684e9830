/**
 * The list: counts at the top, the filters (a form that sends them to this
 * page's own address, so a view is an address to share), the leads newest
 * first, 25 a page.
 */
import { useEffect, useState } from 'react'
import { LEAD_STAGES } from '../../lib/leads/stages'
import type { InboxCounts, InboxPage } from '../../lib/team/inbox-query'
import { api } from './team-api'
import { aed, gulfTime, STAGE_WORDS, type InboxProps } from './team-props'
import { button, field, link, note, quietButton } from './team-styles'
import { colors } from '../../theme/tokens'

function Counts({ copy, locale, counts }: InboxProps & { counts: InboxCounts }) {
  const items: [string, string][] = [
    [copy.countWaiting, String(counts.waiting)],
    [copy.countContactedToday, String(counts.contactedToday)],
    [copy.countQualifiedMonth, String(counts.qualifiedThisMonth)],
    [copy.countWonMonth, `${counts.wonThisMonth} · ${aed(locale, counts.wonValueThisMonth)}`],
  ]
  return (
    <section aria-labelledby="counts-heading">
      <h2 id="counts-heading" css={{ fontSize: '1rem' }}>
        {copy.countsLabel}
      </h2>
      <dl css={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: '0.5rem', margin: 0 }}>
        {items.map(([label, value]) => (
          <div key={label} css={{ background: colors.mist, padding: '0.75rem', borderRadius: '0.375rem' }}>
            <dt css={{ fontSize: '0.875rem', color: colors.muted }}>{label}</dt>
            <dd css={{ margin: 0, fontSize: '1.25rem', fontWeight: 700 }}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function Filters({ copy, origins, params }: InboxProps & { origins: string[]; params: URLSearchParams }) {
  return (
    <form method="get" aria-labelledby="filters-heading" css={{ display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', alignItems: 'end' }}>
      <h2 id="filters-heading" css={{ fontSize: '1rem', gridColumn: '1 / -1', margin: 0 }}>
        {copy.filtersLabel}
      </h2>
      <div css={field}>
        <label htmlFor="filter-stage">{copy.stageLabel}</label>
        <select id="filter-stage" name="stage" defaultValue={params.get('stage') ?? ''}>
          <option value="">{copy.anyStage}</option>
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {copy[STAGE_WORDS[stage]]}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor="filter-origin">{copy.originFilter}</label>
        <select id="filter-origin" name="origin" defaultValue={params.get('origin') ?? ''}>
          <option value="">{copy.anyOrigin}</option>
          {origins.map((origin) => (
            <option key={origin} value={origin}>
              {origin}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor="filter-from">{copy.fromLabel}</label>
        <input id="filter-from" type="date" name="from" defaultValue={params.get('from') ?? ''} />
      </div>
      <div css={field}>
        <label htmlFor="filter-to">{copy.toLabel}</label>
        <input id="filter-to" type="date" name="to" defaultValue={params.get('to') ?? ''} />
      </div>
      <div css={field}>
        <label htmlFor="filter-q">{copy.searchLabel}</label>
        <input id="filter-q" type="search" name="q" aria-describedby="filter-q-hint" defaultValue={params.get('q') ?? ''} />
        <small id="filter-q-hint">{copy.searchHint}</small>
      </div>
      <div css={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap', alignItems: 'center' }}>
        <button type="submit" css={button}>
          {copy.showButton}
        </button>
        <a css={link} href="?">
          {copy.clearFilters}
        </a>
      </div>
    </form>
  )
}

export function LeadList(props: InboxProps & { onSignedOut: () => void }) {
  const { copy, locale, onSignedOut } = props
  const [page, setPage] = useState<InboxPage | 'trouble' | undefined>()
  const params = new URLSearchParams(window.location.search)
  useEffect(() => {
    api<InboxPage>(`leads${window.location.search}`)
      .then(({ status, body }) => (status === 401 ? onSignedOut() : setPage(status === 200 ? body : 'trouble')))
      .catch(() => setPage('trouble'))
  }, [onSignedOut])
  if (page === 'trouble') return <p css={note('error')}>{copy.trouble}</p>
  if (!page) return null
  const pageAddress = (number: number) => {
    const next = new URLSearchParams(params)
    next.set('page', String(number))
    return `?${next}`
  }
  return (
    <div css={{ display: 'grid', gap: '1.5rem' }}>
      <Counts {...props} counts={page.counts} />
      <Filters {...props} origins={page.origins} params={params} />
      <section aria-labelledby="leads-heading">
        <h2 id="leads-heading" css={{ fontSize: '1rem' }}>
          {copy.leadsLabel} ({page.total})
        </h2>
        {page.leads.length === 0 ? (
          <p>{copy.noLeads}</p>
        ) : (
          <ol css={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }}>
            {page.leads.map((lead) => (
              <li key={lead.id} css={{ border: `1px solid ${colors.line}`, borderRadius: '0.375rem', padding: '0.75rem' }}>
                <h3 css={{ margin: 0, fontSize: '1.0625rem' }}>
                  <a css={link} href={`?lead=${encodeURIComponent(lead.id)}`} dir="auto">
                    {lead.name}
                  </a>
                </h3>
                <dl css={{ margin: '0.5rem 0 0', display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: '0.25rem 1rem', '& dt': { fontSize: '0.8125rem', color: colors.muted }, '& dd': { margin: 0 } }}>
                  <div>
                    <dt>{copy.receivedColumn}</dt>
                    <dd>{gulfTime(locale, lead.receivedAt)}</dd>
                  </div>
                  <div>
                    <dt>{copy.phoneColumn}</dt>
                    <dd dir="ltr" css={{ textAlign: 'start', unicodeBidi: 'isolate' }}>
                      {lead.phone}
                    </dd>
                  </div>
                  <div>
                    <dt>{copy.languageColumn}</dt>
                    <dd>{lead.language === 'ar' ? copy.languageAr : copy.languageEn}</dd>
                  </div>
                  <div>
                    <dt>{copy.originColumn}</dt>
                    <dd dir="auto" css={{ overflowWrap: 'anywhere' }}>{lead.origin}</dd>
                  </div>
                  <div>
                    <dt>{copy.stageColumn}</dt>
                    <dd>{copy[STAGE_WORDS[lead.stage]]}</dd>
                  </div>
                  {lead.waitingMinutes !== undefined && (
                    <div>
                      <dt>{copy.waitingColumn}</dt>
                      <dd>
                        {lead.waitingMinutes} {copy.minutesUnit}
                      </dd>
                    </div>
                  )}
                </dl>
              </li>
            ))}
          </ol>
        )}
        {page.pages > 1 && (
          <nav aria-label={copy.pageLabel} css={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBlockStart: '1rem', flexWrap: 'wrap' }}>
            {page.page > 1 && (
              <a css={quietButton} href={pageAddress(page.page - 1)}>
                {copy.previousPage}
              </a>
            )}
            <span>
              {copy.pageLabel} {page.page} {copy.ofLabel} {page.pages}
            </span>
            {page.page < page.pages && (
              <a css={quietButton} href={pageAddress(page.page + 1)}>
                {copy.nextPage}
              </a>
            )}
          </nav>
        )}
      </section>
    </div>
  )
}
