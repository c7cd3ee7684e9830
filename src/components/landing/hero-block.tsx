/**
 * A landing page's hero: the page's only h1, the pitch, optional points and,
 * beside them on wide screens, the page's form or an image. The form in the
 * hero is labelled by the h1, which takes the form's heading id.
 */
import type { ReactNode } from 'react'
import type { CSSObject } from '@emotion/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import Container from '../layout/container'
import { cardStyle, gridStyle, heroStyle } from '../home/hero'
import SharpPicture from '../media/picture'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

type HeroBlockProps = {
  heading: string
  /** The h1's id: the form's heading id when the hero carries the form. */
  headingId: string
  pitch: string
  points: readonly string[]
  image?: { data: IGatsbyImageData; alt: string }
  /** The page's form, when the hero carries it. */
  form?: ReactNode
}

const pointsStyle: CSSObject = {
  display: 'grid',
  gap: space.sm,
  marginTop: space.lg,
  padding: 0,
  listStyle: 'none',
  '& > li': { position: 'relative', paddingInlineStart: space.lg },
  // A check mark drawn in CSS: no icon to fetch, and it sits at the line's start in both directions.
  '& > li::before': {
    content: '""',
    position: 'absolute',
    insetInlineStart: 0,
    top: '0.45em',
    width: '0.8em',
    height: '0.45em',
    borderInlineStart: `3px solid ${colors.accentOnInk}`,
    borderBottom: `3px solid ${colors.accentOnInk}`,
    transform: 'rotate(-45deg)',
  },
}

export default function HeroBlock({ heading, headingId, pitch, points, image, form }: HeroBlockProps) {
  const aside = form ? <div css={cardStyle}>{form}</div> : image ? <SharpPicture image={image.data} alt={image.alt} priority="high" css={{ borderRadius: radii.medium, overflow: 'hidden' }} /> : null
  return (
    <div css={heroStyle}>
      <Container css={aside ? gridStyle : { maxWidth: '52rem' }}>
        <div>
          <h1 id={headingId} css={{ fontSize: fontSizes.h1 }}>
            {heading}
          </h1>
          <p css={{ marginTop: space.md, fontSize: fontSizes.lead, color: colors.onInkMuted, maxWidth: '38rem' }}>{pitch}</p>
          {points.length > 0 && (
            <ul css={pointsStyle}>
              {points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </div>
        {aside}
      </Container>
    </div>
  )
}
