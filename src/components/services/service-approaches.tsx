/**
 * The three ways of working with the agency, as cards. Their titles are h2:
 * the list sits directly under the page's h1.
 */
import type { CSSObject } from '@emotion/react'
import { cardStyle } from '../../theme/styles'
import { colors, fontSizes, media, shadows, space } from '../../theme/tokens'

export type Approach = { id: string; title: string; summary: string; points: readonly string[] }
type ServiceApproachesProps = { approaches: readonly Approach[] }

const listStyle: CSSObject = {
  display: 'grid',
  gap: space.lg,
  marginTop: space.xl,
  padding: 0,
  listStyle: 'none',
  [media.up('large')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
}

const approachStyle: CSSObject = {
  height: '100%',
  ...cardStyle,
  border: `1px solid ${colors.mist}`,
  borderTop: `4px solid ${colors.accent}`,
  boxShadow: shadows.card,
}

const pointsStyle: CSSObject = {
  display: 'grid',
  gap: space.sm,
  marginTop: space.md,
  paddingInlineStart: space.lg,
  color: colors.text,
}

export default function ServiceApproaches({ approaches }: ServiceApproachesProps) {
  return (
    <ul css={listStyle}>
      {approaches.map((approach) => (
        <li key={approach.id}>
          <article css={approachStyle} aria-labelledby={`approach-${approach.id}`}>
            <h2 id={`approach-${approach.id}`} css={{ fontSize: fontSizes.h3, color: colors.ink }}>
              {approach.title}
            </h2>
            <p css={{ marginTop: space.sm, fontWeight: 600, color: colors.muted }}>{approach.summary}</p>
            <ul css={pointsStyle}>
              {approach.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </article>
        </li>
      ))}
    </ul>
  )
}
