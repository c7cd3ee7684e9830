/**
 * The privacy notice's sections, one after another, and the last one: how to
 * ask for a copy, a correction or erasure, ending with the contact e-mail as a
 * link. {company} and {days} in the copy become the company name and the lead
 * retention period of site.json, so the period the page states is the one the
 * platform applies.
 */
import type { CSSObject } from '@emotion/react'
import EmailLink from '../layout/email-link'
import { fillTemplate } from '../../lib/i18n/text'
import { colors, fontSizes, space } from '../../theme/tokens'

/** `anchor`: the section's own address on the page (/privacy/#<anchor>), for the links that lead to it. */
export type PrivacySection = { heading: string; paragraphs: readonly string[]; points?: readonly string[] | null; anchor?: string | null }
export type PrivacyRights = { heading: string; text: string; writeTo: string; closing: string }

type PrivacyNoticeProps = {
  sections: readonly PrivacySection[]
  rights: PrivacyRights
  /** What the copy's placeholders become. */
  values: { company: string; days: number }
  contactEmail: string
}

const noticeStyle: CSSObject = { display: 'grid', gap: space.xl, marginTop: space.xl, maxWidth: '46rem' }
// A section a link leads to is not flush with the window's top edge.
const sectionStyle: CSSObject = { scrollMarginTop: space.md }
const headingStyle: CSSObject = { fontSize: fontSizes.h3, color: colors.ink }
const textStyle: CSSObject = { display: 'grid', gap: space.sm, marginTop: space.sm }
const pointsStyle: CSSObject = { display: 'grid', gap: space.xs, paddingInlineStart: space.lg }
const emailStyle: CSSObject = { color: colors.ink, fontWeight: 600 }

export default function PrivacyNotice({ sections, rights, values, contactEmail }: PrivacyNoticeProps) {
  const fill = (text: string) => fillTemplate(text, values)
  // Keys by place: the notice is static, and while an editor types two items may read the same.
  return (
    <div css={noticeStyle}>
      {sections.map((section, index) => (
        <section key={index} id={section.anchor ?? undefined} aria-labelledby={`privacy-section-${index}`} css={sectionStyle}>
          <h2 id={`privacy-section-${index}`} css={headingStyle}>
            {section.heading}
          </h2>
          <div css={textStyle}>
            {section.paragraphs.map((paragraph, at) => (
              <p key={at}>{fill(paragraph)}</p>
            ))}
            {section.points && section.points.length > 0 && (
              <ul css={pointsStyle}>
                {section.points.map((point, at) => (
                  <li key={at}>{fill(point)}</li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
      <section aria-labelledby="privacy-rights">
        <h2 id="privacy-rights" css={headingStyle}>
          {rights.heading}
        </h2>
        <div css={textStyle}>
          <p>{fill(rights.text)}</p>
          <p>
            {rights.writeTo} <EmailLink address={contactEmail} css={emailStyle} />.
          </p>
          <p>{fill(rights.closing)}</p>
        </div>
      </section>
    </div>
  )
}
