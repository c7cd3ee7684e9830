/**
 * A landing page as the Campaigns view names it: its address, and for a
 * variant, the page it is a variant of. Each address is isolated (`bdi`),
 * so it reads left to right within an Arabic line.
 */
import { Fragment } from 'react'
import type { PageRow } from '../../lib/leads-cli/campaign-report'
import type { InboxProps } from './team-props'
import { colors } from '../../theme/tokens'

export const isVariant = (row: Pick<PageRow, 'slug' | 'variant'>) => row.slug !== row.variant

/** An address that may break after a slash only, never at the hyphens of a slug. */
export function Address({ path }: { path: string }) {
  const parts = path.split(/(?<=\/)/)
  return (
    <bdi>
      {parts.map((part, index) => (
        <Fragment key={`${index}-${part}`}>
          {index > 0 && <wbr />}
          <span css={{ whiteSpace: 'nowrap' }}>{part}</span>
        </Fragment>
      ))}
    </bdi>
  )
}

export function PageName({ copy, row }: Pick<InboxProps, 'copy'> & { row: Pick<PageRow, 'path' | 'slug' | 'variant'> }) {
  return (
    <span css={{ display: 'grid' }}>
      <span css={{ fontWeight: 600 }}>
        <Address path={row.path} />
      </span>
      {isVariant(row) && (
        <small css={{ color: colors.muted, fontWeight: 400 }}>
          {copy.variantOf} <bdi>{row.slug}</bdi>
        </small>
      )}
    </span>
  )
}
