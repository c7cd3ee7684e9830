/**
 * The 5-step program as an ordered list that reveals once when scrolled into
 * sight. The server HTML shows every step; the hidden start state is applied
 * only in a browser that can observe the list, only while the list is still
 * below the fold, and never when the visitor prefers reduced motion.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useInView } from 'react-intersection-observer'
import StepList, { type Reveal, type Step } from './step-list'

type ProgramStepsProps = { steps: readonly Step[] }

/** Share of the list that must be in view before it reveals. */
const REVEAL_THRESHOLD = 0.15

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

  return <StepList steps={steps} reveal={reveal} listRef={setList} />
}
