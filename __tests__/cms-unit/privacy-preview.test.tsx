/**
 * The CMS's preview of the privacy notice draws the entry being edited in
 * the site's own component, in the language being edited, with the
 * retention period and e-mail of site.json filled in, and keeps drawing
 * while a new section is still half written.
 */
import { render, screen } from '@testing-library/react'
import arabicPrivacy from '../../content/ar/privacy.json'
import site from '../../content/site.json'
import { PrivacyPreview, type PreviewProps } from '../../src/cms/previews'
import { fillTemplate } from '../../src/lib/i18n/text'

const entry = (data: unknown): PreviewProps['entry'] => ({ getIn: () => ({ toJS: () => data }) })

test('the Arabic notice as it is edited, with the retention period from site.json, right to left', () => {
  const edited = { ...arabicPrivacy, heading: 'إشعار الخصوصية الجديد' }
  render(<PrivacyPreview entry={entry(edited)} document={document} locale="ar" />)
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('إشعار الخصوصية الجديد')
  const retention = arabicPrivacy.sections.flatMap((section) => section.paragraphs).find((paragraph) => paragraph.includes('{days}'))!
  expect(document.body).toHaveTextContent(fillTemplate(retention, { company: site.companyName, days: site.leadRetentionDays }))
  expect(screen.getByRole('link', { name: site.contactEmail })).toHaveAttribute('href', `mailto:${site.contactEmail}`)
  expect(document.documentElement).toHaveAttribute('dir', 'rtl')
})

test('a section just added, with no heading or paragraph yet, does not break the preview', () => {
  const edited = { ...arabicPrivacy, sections: [...arabicPrivacy.sections, {}], rights: { heading: arabicPrivacy.rights.heading } }
  render(<PrivacyPreview entry={entry(edited)} document={document} locale="ar" />)
  expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(arabicPrivacy.sections.length + 2)
})
