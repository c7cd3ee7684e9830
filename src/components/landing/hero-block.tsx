/**
 * A landing page's hero: the page's only h1, the pitch, optional points and,
 * beside them on wide screens, the page's form or an image. The form in the
 * hero is labelled by the h1, which takes the form's heading id.
 */
import type { CSSObject } from '@emotion/react'
import type { BlockProps } from './block-props'
import { HeroForm, LANDING_FORM } from './landing-form'
import Container from '../layout/container'
import { gridStyle, heroCardStyle, heroStyle } from '../home/hero'
import SharpPicture from '../media/picture'
import { colors, fontSizes, radii, space } from '../../theme/tokens'

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

export default function HeroBlock({ id, block, origin }: BlockProps<'hero'>) {
  const { heading, pitch, points = [], image, imageAlt = '', form = false, formButton = '' } = block
  const aside = form ? (
    <div css={heroCardStyle}>
      <HeroForm origin={origin} button={formButton} />
    </div>
  ) : image ? (
    <SharpPicture image={image} alt={imageAlt} priority="high" css={{ borderRadius: radii.medium, overflow: 'hidden' }} />
  ) : null
  return (
    <div css={heroStyle}>
      <Container css={aside ? gridStyle : { maxWidth: '52rem' }}>
        <div>
          {/* The h1 labels the form when the hero carries it. */}
          <h1 id={form ? LANDING_FORM.heading : id} css={{ fontSize: fontSizes.h1 }}>
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
