/**
 * The form's one optional box: may the ad platform whose ad brought the
 * visit be told of the lead (src/lib/conversions/platforms.ts picks it)?
 * Never ticked for the visitor. Its label names the platforms the site is
 * set up to tell, and why; the line under it says what the platform
 * receives (the address and browser only for the configured platforms that
 * take them, platforms.ts's usesVisitor) and links to the privacy notice's section on ad platforms. The box posts as a browser
 * posts any box without a value (`adConsent=on`); contact-form.tsx renders
 * it only when there is a platform to tell.
 */
import type { CSSObject } from '@emotion/react'
import PrivacyNote from './privacy-note'
import type { FormCopy } from '../i18n/page-copy'
import { AD_PLATFORMS_SECTION } from '../privacy/privacy-path'
import { AD_CONSENT_FIELD } from '../../lib/contact/contact-fields'
import { platformOf, type AdPlatform } from '../../lib/conversions/platforms'
import type { Locale } from '../../lib/i18n/locales'
import { fillTemplate, listOf } from '../../lib/i18n/text'
import { colors, space } from '../../theme/tokens'

type AdConsentFieldProps = {
  id: string
  /** The platforms the site tells, in the order they are named. */
  platforms: readonly AdPlatform[]
  locale: Locale
  copy: FormCopy['adConsent']
  checked: boolean
  onChange: (checked: boolean) => void
}

// The box in its own column, the label and the line under it in the
// other: on a phone the text wraps beside the box, never under it.
const fieldStyle: CSSObject = { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: space.sm, alignItems: 'start' }
// 24 px, WCAG's target size; its top level with the label's first line (1.6 line height).
const boxStyle: CSSObject = { width: '1.5rem', height: '1.5rem', margin: 0, marginBlockStart: '0.05rem', accentColor: colors.ink, cursor: 'pointer' }
const labelStyle: CSSObject = { cursor: 'pointer' }
const detailsStyle: CSSObject = { gridColumn: 2, marginBlockStart: space.xs }

export default function AdConsentField({ id, platforms, locale, copy, checked, onChange }: AdConsentFieldProps) {
  const detailsId = `${id}-details`
  const names = (named: readonly AdPlatform[]) =>
    listOf(
      named.map((platform) => copy.platforms[platform]),
      locale,
    )
  // Only the platforms configured are named, and only those that take the address and browser are said to.
  const withSignals = platforms.filter((platform) => platformOf(platform).usesVisitor)
  const details = withSignals.length ? `${copy.details} ${fillTemplate(copy.visitorSignals, { platforms: names(withSignals) })}` : copy.details
  return (
    <div css={fieldStyle}>
      <input
        id={id}
        name={AD_CONSENT_FIELD}
        type="checkbox"
        css={boxStyle}
        checked={checked}
        aria-describedby={detailsId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} css={labelStyle}>
        {fillTemplate(copy.label, { platforms: names(platforms) })}
      </label>
      <PrivacyNote id={detailsId} text={details} css={detailsStyle} section={AD_PLATFORMS_SECTION} />
    </div>
  )
}
