/**
 * Leads against qualified leads per landing page and variant, as bars drawn
 * in SVG (no chart library): a legend, then per page its address and two
 * bars, each with its number beside its end. The bars' lengths come from
 * bar-scale.ts; they grow from the inline start, so from the right on the
 * Arabic page, by layout alone: each bar is its own SVG, as wide as its share.
 */
import type { PageRow } from '../../lib/leads-cli/campaign-report'
import { barShares } from './bar-scale'
import { PageName } from './page-name'
import { count, type InboxProps } from './team-props'
import { colors } from '../../theme/tokens'
import { visuallyHidden } from '../../theme/styles'

/** Both against paper: ink 17:1 and accent 5.2:1, above the 3:1 that graphics need (WCAG 1.4.11), and far apart from each other. */
const SERIES = [
  { key: 'leads', words: 'barsLeads', colour: colors.ink },
  { key: 'qualified', words: 'barsQualified', colour: colors.accent },
] as const

const BAR_HEIGHT = 18
/** Room kept at the inline end of the track for the longest bar's number. */
const NUMBER_ROOM = '4rem'

function Swatch({ colour }: { colour: string }) {
  return (
    <svg width="14" height="14" aria-hidden="true" focusable="false" css={{ flex: 'none' }}>
      <rect width="14" height="14" rx="2" fill={colour} />
    </svg>
  )
}

function Bar({ share, colour, label, value }: { share: number; colour: string; label: string; value: string }) {
  return (
    <div css={{ display: 'flex', alignItems: 'center', gap: '0.375rem', minBlockSize: BAR_HEIGHT }}>
      {share > 0 && (
        <svg height={BAR_HEIGHT} aria-hidden="true" focusable="false" css={{ flex: 'none', display: 'block' }} style={{ inlineSize: `calc((100% - ${NUMBER_ROOM}) * ${share})` }}>
          <rect width="100%" height="100%" rx="2" fill={colour} />
        </svg>
      )}
      <span css={{ fontSize: '0.875rem', fontVariantNumeric: 'tabular-nums' }}>
        <span css={visuallyHidden}>{label}: </span>
        {value}
      </span>
    </div>
  )
}

export function CampaignBars({ copy, locale, rows }: Pick<InboxProps, 'copy' | 'locale'> & { rows: readonly PageRow[] }) {
  const shares = barShares(rows)
  return (
    <figure css={{ margin: 0, display: 'grid', gap: '0.75rem' }}>
      <figcaption css={{ fontWeight: 700 }}>{copy.barsCaption}</figcaption>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.5rem 1.25rem', flexWrap: 'wrap', fontSize: '0.875rem' }}>
        {SERIES.map((series) => (
          <li key={series.key} css={{ display: 'flex', alignItems: 'center', gap: '0.375rem' }}>
            <Swatch colour={series.colour} />
            {copy[series.words]}
          </li>
        ))}
      </ul>
      <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1rem' }}>
        {rows.map((row, index) => (
          <li key={row.path} css={{ display: 'grid', gap: '0.25rem' }}>
            <PageName copy={copy} row={row} />
            {SERIES.map((series) => (
              <Bar key={series.key} share={shares[index][series.key]} colour={series.colour} label={copy[series.words]} value={count(locale, row[series.key])} />
            ))}
          </li>
        ))}
      </ol>
    </figure>
  )
}
