/**
 * The inbox's script: the one script /team/ and /ar/team/ run, built on its
 * own (gatsby/browser/build-team.ts) so that no public page's script carries
 * a byte of it. It draws the inbox into the element the page left for it,
 * with the props the page wrote there.
 */
import { createRoot } from 'react-dom/client'
import Inbox from './inbox'
import { TEAM_ROOT_ATTRIBUTE } from '../../lib/team/link-fragment'
import type { InboxProps } from './team-props'

const element = document.querySelector<HTMLElement>(`[${TEAM_ROOT_ATTRIBUTE}]`)
if (element) {
  const props = JSON.parse(element.getAttribute(TEAM_ROOT_ATTRIBUTE) ?? '{}') as InboxProps
  createRoot(element).render(<Inbox {...props} />)
}
