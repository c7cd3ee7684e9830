/**
 * Our Story's chapters, one after another beside an accent line on the
 * reading side.
 */
import { fillTemplate } from '../../lib/i18n/text'
import { colors, fontSizes, media, space } from '../../theme/tokens'

export type Chapter = { heading: string; text: string }
type StoryChaptersProps = { chapters: readonly Chapter[]; yearsInBusiness: number }

const chaptersStyle = {
  display: 'grid',
  gap: space.xl,
  marginTop: space.xl,
  maxWidth: '46rem',
  paddingInlineStart: space.lg,
  borderInlineStart: `4px solid ${colors.accent}`,
  [media.up('medium')]: { paddingInlineStart: space.xl },
} as const

export default function StoryChapters({ chapters, yearsInBusiness }: StoryChaptersProps) {
  return (
    <div css={chaptersStyle}>
      {chapters.map((chapter) => (
        <section key={chapter.heading} aria-label={chapter.heading}>
          <h2 css={{ fontSize: fontSizes.h3, color: colors.ink }}>{chapter.heading}</h2>
          <p css={{ marginTop: space.sm, fontSize: fontSizes.lead }}>{fillTemplate(chapter.text, { years: yearsInBusiness })}</p>
        </section>
      ))}
    </div>
  )
}
