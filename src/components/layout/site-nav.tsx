/**
 * The three page links, in the page's language. Gatsby's Link marks the
 * current page with aria-current="page", which the styles use for the
 * active state.
 */
import type { CSSObject } from '@emotion/react'
import LocalizedLink from '../i18n/localized-link'

export type NavItem = { label: string; path: string }

type SiteNavProps = {
  items: readonly NavItem[]
  /** Names the landmark; each nav on a page needs its own name. */
  label: string
  linkStyle: CSSObject
  listStyle?: CSSObject
  onNavigate?: () => void
  id?: string
  className?: string
}

const baseListStyle: CSSObject = { listStyle: 'none', padding: 0, margin: 0, display: 'flex' }

export default function SiteNav({ items, label, linkStyle, listStyle, onNavigate, id, className }: SiteNavProps) {
  return (
    <nav aria-label={label} id={id} className={className}>
      <ul css={[baseListStyle, listStyle]}>
        {items.map((item) => (
          <li key={item.path}>
            <LocalizedLink to={item.path} css={linkStyle} onClick={onNavigate}>
              {item.label}
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
