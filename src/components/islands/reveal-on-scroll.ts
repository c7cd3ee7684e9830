/**
 * Reveals a list as it is scrolled into sight (the home page's program
 * steps, components/home/step-list.tsx), without React: the page's script
 * only sets the list's state, and its styles draw it. The server's HTML
 * shows every item (`static`); the list is hidden to be revealed only in a
 * browser that can observe it, only while it is still below the fold (it
 * cannot have been seen yet), and never when the visitor prefers reduced
 * motion. Once shown it stays.
 */
import { REVEAL_ATTRIBUTES } from '../../lib/islands/island-attributes'

/** Share of the list that must be in view before it reveals. */
const REVEAL_THRESHOLD = 0.15

export function revealOnScroll(list: HTMLElement) {
  if (!('IntersectionObserver' in window) || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  if (list.getBoundingClientRect().top <= window.innerHeight) return
  list.setAttribute(REVEAL_ATTRIBUTES.state, 'hidden')
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      list.setAttribute(REVEAL_ATTRIBUTES.state, 'shown')
    },
    { threshold: REVEAL_THRESHOLD },
  )
  observer.observe(list)
}
