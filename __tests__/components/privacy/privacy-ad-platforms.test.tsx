/**
 * The privacy notice's section on the ad platforms, in each language, as a
 * visitor who followed the consent box's link reads it: what is shared and
 * with whom, the basis (consent), and how to withdraw and what that does.
 * The section is where the box's link lands, in both languages.
 */
import { render, screen, within } from '@testing-library/react'
import arabicPrivacy from '../../../content/ar/privacy.json'
import englishPrivacy from '../../../content/en/privacy.json'
import site from '../../../content/site.json'
import PrivacyPage from '../../../src/components/privacy/privacy-page'
import { AD_PLATFORMS_SECTION, PRIVACY_PATH } from '../../../src/components/privacy/privacy-path'
import type { Locale } from '../../../src/lib/i18n/locales'
import { onPage } from '../../support/page-copy'

const PRIVACY = { en: englishPrivacy, ar: arabicPrivacy }

/** The notice's section the consent box links to. */
function adSection(locale: Locale) {
  const { heading, intro, sections, rights } = PRIVACY[locale]
  const { container } = render(onPage(<PrivacyPage heading={heading} intro={intro} sections={sections} rights={rights} site={site} />, locale, PRIVACY_PATH))
  const section = container.querySelector(`#${AD_PLATFORMS_SECTION}`)
  expect(section).not.toBeNull()
  return section as HTMLElement
}

// What each language must say, in its own words.
const SAYS = {
  en: {
    heading: /advertising platform, only if you agree/,
    withWhom: [/Google \(Google Ads\)/, /Meta Platforms \(for Facebook and Instagram\)/, /Snap Inc\. \(for Snapchat\)/],
    what: [/click id/, /one-way code \(a SHA\u2011256 hash\)/, /internet \(IP\) address and the browser/, /never send your name/],
    basis: /basis for this is your consent/,
    withdraw: [/withdraw your consent at any time/, /send nothing more/, /already received stays with it, as the click id and the one-way code/],
  },
  ar: {
    heading: /إبلاغ منصة إعلانية، بموافقتك فقط/,
    withWhom: [/شركة Google \(عبر Google Ads\)/, /شركة Meta \(عن فيسبوك وإنستغرام\)/, /شركة Snap \(عن Snapchat\)/],
    what: [/معرّف النقرة/, /رمز أحادي الاتجاه \(تجزئة SHA\u2011256\)/, /عنوان الإنترنت \(IP\) والمتصفح/, /لا نرسل اسمك أبدًا/],
    basis: /وأساسنا في ذلك موافقتك/,
    withdraw: [/سحب موافقتك في أي وقت/, /فلا نرسل بعدها إلى أي منصة/, /فيبقى لديها في صورة معرّف النقرة والرمز أحادي الاتجاه/],
  },
} as const

describe.each(['en', 'ar'] as const)('in %s', (locale) => {
  const says = SAYS[locale]

  test('the section has its heading, and says with whom, what, why on which basis, and how to withdraw', () => {
    const section = adSection(locale)
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(says.heading)
    for (const text of [...says.withWhom, ...says.what, says.basis, ...says.withdraw]) expect(section).toHaveTextContent(text)
  })

  test('the last section says that consent can be withdrawn by writing in', () => {
    adSection(locale)
    const rights = screen.getByRole('region', { name: PRIVACY[locale].rights.heading })
    expect(rights).toHaveTextContent(locale === 'en' ? /withdraw your consent to telling an advertising platform/ : /أن تسحب موافقتك على إبلاغ منصة إعلانية/)
  })
})

test('both languages have the section in the same place, so a link lands on the same part of either', () => {
  const place = (locale: Locale) => PRIVACY[locale].sections.findIndex((section) => 'anchor' in section && section.anchor === AD_PLATFORMS_SECTION)
  expect(place('en')).toBeGreaterThan(0)
  expect(place('ar')).toBe(place('en'))
})
