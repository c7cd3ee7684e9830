/**
 * Stands in for the `gatsby` package under Jest (Gatsby's using-jest
 * pattern): no GraphQL runs, `useStaticQuery` answers with the real
 * content/site.json, and `Link` is a plain anchor that, like Gatsby's, marks the current
 * page and navigates without reloading.
 */
import type { AnchorHTMLAttributes } from 'react'
import config from '../gatsby-config'
import site from '../content/site.json'

/** The language-neutral facts (useSiteFacts); each language's copy comes from PageCopyProvider. */
export const siteContent: Queries.SiteFactsQuery = {
  site: { siteMetadata: { siteUrl: String(config.siteMetadata?.siteUrl) }, buildYear: String(new Date().getFullYear()) },
  siteJson: site,
}

export const graphql = jest.fn()
export const useStaticQuery = jest.fn(() => siteContent)
export const navigate = jest.fn()

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  to: string
  activeClassName?: string
  partiallyActive?: boolean
}

export function Link({ to, activeClassName: _active, partiallyActive: _partially, onClick, children, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      aria-current={window.location.pathname === to ? 'page' : undefined}
      onClick={(event) => {
        onClick?.(event)
        if (event.defaultPrevented) return
        event.preventDefault()
        navigate(to)
      }}
    >
      {children}
    </a>
  )
}
