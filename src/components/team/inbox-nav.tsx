/**
 * The signed-in inbox's two views, Leads and Campaigns, as links to this
 * page's own address (`?view=campaigns`), so a view is an address to share;
 * the one shown is marked as the current page.
 */
import type { InboxProps } from './team-props'
import { colors } from '../../theme/tokens'

export type InboxView = 'leads' | 'campaigns'

/** The view an address asks for: Campaigns with `?view=campaigns`, else Leads (the list, or one lead's page). */
export const viewOf = (params: URLSearchParams): InboxView => (params.get('view') === 'campaigns' ? 'campaigns' : 'leads')

const VIEWS: { view: InboxView; href: string; words: 'leadsView' | 'campaignsView' }[] = [
  { view: 'leads', href: '?', words: 'leadsView' },
  { view: 'campaigns', href: '?view=campaigns', words: 'campaignsView' },
]

const tab = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  paddingInline: '0.75rem',
  color: colors.text,
  fontWeight: 600,
  textDecoration: 'none',
  borderBlockEnd: '3px solid transparent',
  '&:hover': { borderBlockEndColor: colors.line },
  '&[aria-current="page"]': { color: colors.ink, borderBlockEndColor: colors.accent },
  '&:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: '2px' },
} as const

export function InboxNav({ copy, current }: Pick<InboxProps, 'copy'> & { current: InboxView }) {
  return (
    <nav aria-label={copy.viewsLabel} css={{ borderBlockEnd: `1px solid ${colors.line}` }}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
        {VIEWS.map(({ view, href, words }) => (
          <li key={view}>
            <a css={tab} href={href} aria-current={view === current ? 'page' : undefined}>
              {copy[words]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
