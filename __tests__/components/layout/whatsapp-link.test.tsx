/**
 * The WhatsApp click-to-chat link: the agency's number from content/site.json
 * with a first message in the page's language, named in that language, and
 * no link at all while there is no number.
 */
import { render, screen } from '@testing-library/react'
import { siteContent } from '../../../__mocks__/gatsby'
import { useStaticQuery } from 'gatsby'
import { PAGE_COPY, onPage } from '../../support/page-copy'
import WhatsAppLink from '../../../src/components/layout/whatsapp-link'

const site = siteContent.siteJson!

test.each(['en', 'ar'] as const)('on a page in %s it opens a chat with the message in that language', (locale) => {
  const { whatsappLabel, whatsappMessage } = PAGE_COPY[locale].layout
  render(onPage(<WhatsAppLink linkStyle={{}} />, locale))
  const link = screen.getByRole('link', { name: whatsappLabel })
  const href = new URL(link.getAttribute('href') ?? '')
  expect(href.origin + href.pathname).toBe(`https://wa.me/${site.whatsappNumber?.replace(/\D/g, '')}`)
  expect(href.searchParams.get('text')).toBe(whatsappMessage)
})

test('with no number in content/site.json there is no WhatsApp link', () => {
  jest.mocked(useStaticQuery).mockReturnValue({ ...siteContent, siteJson: { ...site, whatsappNumber: '' } })
  render(onPage(<WhatsAppLink linkStyle={{}} />))
  expect(screen.queryByRole('link')).not.toBeInTheDocument()
})
