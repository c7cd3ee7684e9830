/**
 * The 5-step program as an ordered list that reveals once when scrolled into
 * sight. The server HTML shows every step; the page's script (no island, no
 * React: src/components/islands/reveal-on-scroll.ts) hides it to reveal it
 * only in a browser that can observe the list, only while the list is still
 * below the fold, and never when the visitor prefers reduced motion.
 */
import StepList, { type Step } from './step-list'

export default function ProgramSteps({ steps }: { steps: readonly Step[] }) {
  return <StepList steps={steps} revealOnScroll />
}
