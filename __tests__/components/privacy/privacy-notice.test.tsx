/**
 * The privacy notice as a visitor reads it, in each language: every section,
 * the retention period and the company name filled in from site.json (the
 * period the platform applies, never typed into the copy), and the contact
 * e-mail to write to; and the way to it from every page's footer and from
 * under every contact form's button, in the page's language.
 */
import { render, screen, within } from '@testing-library/react'
import arabicPrivacy from '../../../content/ar/privacy.json'
import englishPrivacy from '../../../content/en/privacy.json'
import site from '../../../content/site.json'
import Layout from '../../../src/components/layout/layout'
import PrivacyPage from '../../../src/components/privacy/privacy-page'
import { PRIVACY_PATH } from '../../../src/components/privacy/privacy-path'
import { LOCALE_CODES, localizedPath, type Locale } from '../../../src/lib/i18n/locales'
import { fillTemplate } from '../../../src/lib/i18n/text'
import { homeContactCard } from '../../support/contact-form'
import { PAGE_COPY, onPage } from '../../support/page-copy'

const PRIVACY = { en: englishPrivacy, ar: arabicPrivacy }

function renderNotice(locale: Locale, facts: Partial<typeof site> = {}) {
  const { heading, intro, sections, rights } = PRIVACY[locale]
  return render(onPage(<PrivacyPage heading={heading} intro={intro} sections={sections} rights={rights} site={{ ...site, ...facts }} />, locale, PRIVACY_PATH))
}

describe.each(LOCALE_CODES)('in %s', (locale) => {
  const privacy = PRIVACY[locale]
  const filled = (text: string, days = site.leadRetentionDays) => fillTemplate(text, { company: site.companyName, days })

  test('the notice has its heading, and one titled section for each part, the copy and erasure one last', () => {
    renderNotice(locale)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(privacy.heading)
    const sections = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    expect(sections).toEqual([...privacy.sections.map((section) => section.heading), privacy.rights.heading])
  })

  test('says how many days a lead is kept, as site.json sets it, with the company name and no placeholder left', () => {
    expect(privacy.sections.some((section) => section.paragraphs.some((paragraph) => paragraph.includes('{days}')))).toBe(true)
    const { container } = renderNotice(locale)
    const main = container.ownerDocument.getElementById('main')!
    for (const paragraph of privacy.sections.flatMap((section) => section.paragraphs)) expect(main).toHaveTextContent(filled(paragraph))
    expect(main).toHaveTextContent(` ${site.leadRetentionDays} `)
    expect(main.textContent).not.toMatch(/\{\w+\}/)
  })

  test('another retention period in site.json is the one the notice says', () => {
    const { container } = renderNotice(locale, { leadRetentionDays: 90 })
    const retention = privacy.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.includes('{days}'))!
    expect(container).toHaveTextContent(filled(retention, 90))
    expect(container).not.toHaveTextContent(filled(retention))
  })

  test('promises the period for every lead: from when it reached the team, and from when the site stopped trying to deliver it', () => {
    // isPastRetention (src/lib/leads/store/lead-records.ts) deletes both; no lead is kept for ever.
    const retention = privacy.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.includes('{days}'))!
    expect(retention.match(/\{days\}/g)).toHaveLength(2)
  })

  test('lists what a sent form records', () => {
    renderNotice(locale)
    const points = privacy.sections.flatMap((section) => section.points ?? [])
    expect(points.length).toBeGreaterThan(0)
    const items = within(screen.getByRole('main')).getAllByRole('listitem')
    expect(items.map((item) => item.textContent)).toEqual(points.map((point) => filled(point)))
  })

  test('ends with the contact e-mail to ask for a copy or erasure', () => {
    renderNotice(locale)
    const rights = screen.getByRole('region', { name: privacy.rights.heading })
    expect(rights).toHaveTextContent(privacy.rights.text)
    expect(within(rights).getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
  })

  test("the footer of every page links to the notice in the page's language", () => {
    render(onPage(<Layout>page</Layout>, locale, '/ourstory/'))
    const footer = screen.getByRole('contentinfo')
    const link = within(footer).getByRole('link', { name: PAGE_COPY[locale].layout.privacyLinkLabel })
    expect(link).toHaveAttribute('href', localizedPath(PRIVACY_PATH, locale))
  })

  test("under the contact form's button, a line says what the details are for and links to the notice", () => {
    render(homeContactCard(locale))
    const form = screen.getByRole('form')
    const note = within(form).getByText(PAGE_COPY[locale].form.privacyNote, { exact: false })
    const link = within(note).getByRole('link', { name: PAGE_COPY[locale].layout.privacyLinkLabel })
    expect(link).toHaveAttribute('href', localizedPath(PRIVACY_PATH, locale))
    const button = within(form).getByRole('button')
    expect(button.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
