/**
 * The head of an Insights list page: the site's Seo tags plus rel="prev"
 * and rel="next" to the list's neighbouring pages.
 */
import type { ReactNode } from 'react'
import Seo from '../head/seo'
import { useSiteFacts } from '../i18n/page-copy'
import { localizedPath, type PageContext } from '../../lib/i18n/locales'

type InsightsHeadProps = {
  title: string
  description: string
  page: PageContext
  /** The neighbouring list pages' paths, without the language prefix. */
  prev?: string
  next?: string
  children?: ReactNode
}

export default function InsightsHead({ title, description, page, prev, next, children }: InsightsHeadProps) {
  const { siteUrl } = useSiteFacts()
  const address = (path: string) => new URL(localizedPath(path, page.locale), siteUrl).href
  return (
    <Seo title={title} description={description} page={page}>
      {prev && <link rel="prev" href={address(prev)} />}
      {next && <link rel="next" href={address(next)} />}
      {children}
    </Seo>
  )
}
