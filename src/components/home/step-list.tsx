/**
 * The program's steps as an ordered list of numbered cards, drawn as they
 * are: a landing page's program block shows them so; the home page's
 * (program-steps.tsx) is marked to be revealed as it scrolls into sight,
 * which the page's script does (src/components/islands/reveal-on-scroll.ts)
 * by setting the list's state, and these styles draw.
 */
import type { CSSObject } from '@emotion/react'
import { REVEAL_ATTRIBUTES } from '../../lib/islands/island-attributes'
import { cardStyle } from '../../theme/styles'
import { colors, fontSizes, media, motion, shadows, space } from '../../theme/tokens'

export type Step = { number: number; title: string; text: string }
/** `revealOnScroll`: starts `static` (always visible, as without script), hidden then revealed by the page's script when it is still below the fold. */
type StepListProps = { steps: readonly Step[]; revealOnScroll?: boolean }

const listStyle: CSSObject = {
  display: 'grid',
  gap: space.md,
  marginTop: space.xl,
  padding: 0,
  listStyle: 'none',
  // Five cards in one row leave a long title ("Recommendations") wider than
  // its card: two columns with the last step across both, then three over two.
  [media.up('medium')]: {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '& > li:last-of-type': { gridColumn: '1 / -1' },
  },
  [media.up('large')]: {
    gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
    '& > li, & > li:last-of-type': { gridColumn: 'span 2' },
    '& > li:nth-of-type(n + 4)': { gridColumn: 'span 3' },
  },
  '&[data-reveal="hidden"] > li': { opacity: 0, transform: 'translateY(1.5rem)' },
  '&[data-reveal="shown"] > li': {
    transition: `opacity ${motion.reveal} ${motion.easing}, transform ${motion.reveal} ${motion.easing}`,
  },
}

const stepStyle: CSSObject = {
  ...cardStyle,
  borderTop: `4px solid ${colors.accent}`,
  boxShadow: shadows.card,
}

const numberStyle: CSSObject = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: '50%',
  background: colors.ink,
  color: colors.onInk,
  fontWeight: 800,
}

// A long word on a narrow phone still wraps rather than overflows.
const titleStyle: CSSObject = {
  marginTop: space.md,
  fontSize: fontSizes.h3,
  color: colors.ink,
  hyphens: 'auto',
  // Safari before 17; the style cache adds no prefixes (theme/style-cache.ts).
  WebkitHyphens: 'auto',
  overflowWrap: 'break-word',
}

export default function StepList({ steps, revealOnScroll = false }: StepListProps) {
  const reveal = { [REVEAL_ATTRIBUTES.state]: 'static', ...(revealOnScroll && { [REVEAL_ATTRIBUTES.onScroll]: '' }) }
  return (
    <ol css={listStyle} {...reveal}>
      {steps.map((step, index) => (
        <li key={step.number} css={stepStyle} style={{ transitionDelay: `${index * motion.stagger}ms` }}>
          <span css={numberStyle} aria-hidden="true">
            {step.number}
          </span>
          <h3 css={titleStyle}>{step.title}</h3>
          <p css={{ marginTop: space.sm, color: colors.muted }}>{step.text}</p>
        </li>
      ))}
    </ol>
  )
}
