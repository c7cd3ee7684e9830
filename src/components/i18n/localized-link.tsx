/**
 * A link to a page of the site in the current page's language: the only
 * place that adds the language's prefix (/ourstory/ -> /ar/ourstory/ on an
 * Arabic page). Takes the English-site path, as content/ writes it.
 */
import type { ComponentProps } from 'react'
import { Link } from 'gatsby'
import { useLocale } from './page-copy'
import { localizedPath } from '../../lib/i18n/locales'

type LocalizedLinkProps = Omit<ComponentProps<typeof Link>, 'ref'>

export default function LocalizedLink({ to, ...rest }: LocalizedLinkProps) {
  const { locale } = useLocale()
  return <Link {...rest} to={localizedPath(to, locale)} />
}
