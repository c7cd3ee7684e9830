/**
 * Each variant against its original, in the page's language: built from the
 * comparison's fields (what it is judged on, the verdict, the visitors each
 * page needs and has), never from the report's English sentence. Then the
 * warning against stopping a test the first time one page is ahead.
 */
import type { Comparison, Measure, Verdict } from '../../lib/leads-cli/campaign-report'
import type { TeamCopy } from '../../lib/content/team-model'
import { Address } from './page-name'
import { count, type InboxProps } from './team-props'
import { colors } from '../../theme/tokens'

const MEASURE_WORDS: Record<Measure, keyof TeamCopy> = { leads: 'measureLeads', qualified: 'measureQualified' }

const VERDICT_WORDS: Record<Verdict, keyof TeamCopy> = {
  'variant-better': 'verdictBetter',
  'variant-worse': 'verdictWorse',
  'no-difference': 'verdictAlike',
  'not-enough-visitors': 'verdictTooFew',
}

type Visitors = Record<string, number | null>

function ComparisonItem({ copy, locale, comparison, visitors }: Pick<InboxProps, 'copy' | 'locale'> & { comparison: Comparison; visitors: Visitors }) {
  const figures: [keyof TeamCopy, number | null][] = [
    ['visitorsNeeded', comparison.requiredVisitors],
    ['variantVisitors', visitors[comparison.variant] ?? null],
    ['originalVisitors', visitors[comparison.original] ?? null],
  ]
  return (
    <li css={{ display: 'grid', gap: '0.25rem', paddingBlock: '0.75rem', borderBlockStart: `1px solid ${colors.line}` }}>
      {/* Each address a block of its own within the line: split across an Arabic line's end, its halves would sit at the line's two ends. */}
      <p css={{ margin: 0, fontWeight: 600, '& bdi': { display: 'inline-block' } }}>
        <Address path={comparison.variant} /> {copy.againstLabel} <Address path={comparison.original} />
      </p>
      <p css={{ margin: 0 }}>
        {copy[MEASURE_WORDS[comparison.measure]]} {copy[VERDICT_WORDS[comparison.verdict]]}
      </p>
      <ul css={{ margin: 0, paddingInlineStart: '1.25rem', color: colors.muted, fontSize: '0.875rem' }}>
        {figures
          .filter((figure): figure is [keyof TeamCopy, number] => figure[1] !== null)
          .map(([words, value]) => (
            <li key={words}>
              {copy[words]} {count(locale, value)}
            </li>
          ))}
      </ul>
    </li>
  )
}

export function CampaignVerdicts({ copy, locale, comparisons, visitors }: Pick<InboxProps, 'copy' | 'locale'> & { comparisons: readonly Comparison[]; visitors: Visitors }) {
  return (
    <section aria-labelledby="verdicts-heading" css={{ display: 'grid', gap: '0.5rem' }}>
      <h3 id="verdicts-heading" css={{ margin: 0, fontSize: '1.0625rem' }}>
        {copy.verdictsHeading}
      </h3>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {comparisons.map((comparison) => (
          <ComparisonItem key={`${comparison.variant}-${comparison.measure}`} copy={copy} locale={locale} comparison={comparison} visitors={visitors} />
        ))}
      </ul>
      <p css={{ margin: 0, fontSize: '0.875rem' }}>{copy.decideLater}</p>
    </section>
  )
}
