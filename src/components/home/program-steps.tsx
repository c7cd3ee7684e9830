/**
 * The 5-step program as an ordered list that reveals once when scrolled into
 * sight. The server HTML shows every step; the hidden start state is applied
 * only in a browser that can observe the list, only while the list is still
 * below the fold, and never when the visitor prefers reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useInView } from 'react-intersection-observer'
import type { CSSObject } from '@emotion/react'
import { colors, fontSizes, media, motion, radii, space } from '../../theme/tokens'

type Step = { number: number; title: string; text: string }
type ProgramStepsProps = { steps: readonly Step[] }
/** `static`: always visible; `hidden`: waiting to be scrolled to; `shown`: revealed. */
type Reveal = 'static' | 'hidden' | 'shown'

/** Share of the list that must be in view before it reveals. */
const REVEAL_THRESHOLD = 0.15

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
  padding: space.lg,
  borderRadius: radii.medium,
  background: colors.paper,
  borderTop: `4px solid ${colors.accent}`,
  boxShadow: '0 2px 8px rgba(15, 27, 61, 0.08)',
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
  overflowWrap: 'break-word',
}

export default function ProgramSteps({ steps }: ProgramStepsProps) {
  const [reveal, setReveal] = useState<Reveal>('static')
  const list = useRef<HTMLOListElement | null>(null)
  // Observed only while hidden: a static list never needs to know.
  const { ref: observe, inView } = useInView({ threshold: REVEAL_THRESHOLD, triggerOnce: true, skip: reveal !== 'hidden' })
  const setList = useCallback(
    (node: HTMLOListElement | null) => {
      list.current = node
      observe(node)
    },
    [observe],
  )

  // After hydration has painted, not inside React's commit: measuring there
  // forced the browser to restyle and lay out the whole page in the same task
  // as the commit, a long task on a phone. A list still below the fold when
  // this runs cannot have been seen, so hiding it now changes nothing on
  // screen; one the visitor has already reached stays as it is.
  useEffect(() => {
    const canObserve = 'IntersectionObserver' in window
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
    const belowFold = (list.current?.getBoundingClientRect().top ?? 0) > window.innerHeight
    if (canObserve && !reduceMotion && belowFold) setReveal('hidden')
  }, [])

  useEffect(() => {
    if (inView) setReveal('shown')
  }, [inView])

  return (
    <ol ref={setList} css={listStyle} data-reveal={reveal}>
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
