/**
 * An article's text, from the HTML the build rendered (finished by
 * lib/insights/article-html.ts), set for reading in either direction: a measure of
 * about 70 characters, and lists, quotes, tables, code and images styled
 * with logical properties, so the Arabic article mirrors by itself. Links to
 * other sites carry an arrow, turned to point the reading way.
 */
import type { CSSObject } from '@emotion/react'
import { colors, fontSizes, fonts, radii, space } from '../../theme/tokens'
import { visuallyHidden } from '../../theme/styles'

type ArticleBodyProps = { html: string; className?: string }

export const READING_MEASURE = '42rem'

export const articleBodyStyle: CSSObject = {
  maxWidth: READING_MEASURE,
  fontSize: fontSizes.lead,
  lineHeight: 1.7,
  color: colors.text,
  '& > * + *': { marginTop: space.md },
  '& h2': { marginTop: space.xl, fontSize: fontSizes.h2, lineHeight: 1.25, color: colors.ink, scrollMarginTop: space.lg },
  '& h3': { marginTop: space.lg, fontSize: fontSizes.h3, color: colors.ink, scrollMarginTop: space.lg },
  '& ul, & ol': { paddingInlineStart: space.lg },
  '& li + li': { marginTop: space.xs },
  '& li::marker': { color: colors.accent },
  '& blockquote': {
    margin: `${space.lg} 0`,
    paddingInlineStart: space.lg,
    borderInlineStart: `4px solid ${colors.accent}`,
    fontFamily: fonts.heading,
    fontSize: fontSizes.h3,
    color: colors.ink,
  },
  '& a': { color: colors.accentHover, textDecorationThickness: '1px', textUnderlineOffset: '0.2em' },
  // An arrow after a link to another site, pointing up and away in the reading direction.
  '& a.external::after': { content: '"↗"', display: 'inline-block', marginInlineStart: '0.2em', fontSize: '0.8em' },
  '[dir="rtl"] & a.external::after': { transform: 'scaleX(-1)' },
  '& .visually-hidden': visuallyHidden,
  '& .table-scroll': { overflowX: 'auto', border: `1px solid ${colors.line}`, borderRadius: radii.small },
  '& .table-scroll:focus-visible': { outline: `3px solid ${colors.focus}`, outlineOffset: 2 },
  '& table': { width: '100%', borderCollapse: 'collapse', fontSize: fontSizes.body },
  '& th, & td': { padding: `${space.sm} ${space.md}`, textAlign: 'start', verticalAlign: 'top', borderBottom: `1px solid ${colors.line}` },
  '& thead th': { background: colors.mist, color: colors.ink },
  '& tr:last-child td': { borderBottom: 0 },
  '& code': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '0.9em', background: colors.mist, padding: '0.1em 0.3em', borderRadius: 4 },
  // Code reads left to right in either language.
  '& pre': { direction: 'ltr', textAlign: 'left', overflowX: 'auto', padding: space.md, background: colors.mist, borderRadius: radii.small, lineHeight: 1.5 },
  '& pre code': { background: 'none', padding: 0 },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& .gatsby-resp-image-wrapper': { marginBlock: space.lg, borderRadius: radii.small, overflow: 'hidden' },
  '& hr': { border: 0, borderTop: `1px solid ${colors.line}`, marginBlock: space.xl },
}

export default function ArticleBody({ html, className }: ArticleBodyProps) {
  return <div css={articleBodyStyle} className={className} dangerouslySetInnerHTML={{ __html: html }} />
}
