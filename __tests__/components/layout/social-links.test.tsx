/**
 * The social profile links: each named for a screen reader, and a network
 * without a URL in content/site.json left out rather than linking nowhere.
 */
import { render, screen } from '@testing-library/react'
import site from '../../../content/site.json'
import SocialLinks from '../../../src/components/layout/social-links'

const renderLinks = (links: { network: string; url: string | null }[], labelTemplate = '{company} on {network}') =>
  render(<SocialLinks links={links} companyName="Northwind Growth" labelTemplate={labelTemplate} linkStyle={{}} />)

test('every profile in the content is a link named after the company and network', () => {
  renderLinks(site.social)
  for (const { network, url } of site.social) {
    expect(screen.getByRole('link', { name: `Northwind Growth on ${network}` })).toHaveAttribute('href', url)
  }
  expect(screen.getAllByRole('link')).toHaveLength(site.social.length)
})

test('the icons are decorative: the link carries the name', () => {
  renderLinks([{ network: 'Instagram', url: 'https://www.instagram.com/northwindgrowth' }])
  const link = screen.getByRole('link', { name: 'Northwind Growth on Instagram' })
  expect(link.querySelector('[aria-hidden="true"]')).toBeInTheDocument()
  expect(link).toHaveAccessibleName('Northwind Growth on Instagram')
})

test('a network with an empty or missing URL is not rendered', () => {
  renderLinks([
    { network: 'Instagram', url: 'https://www.instagram.com/northwindgrowth' },
    { network: 'Facebook', url: '' },
    { network: 'Telegram', url: null },
  ])
  expect(screen.getAllByRole('link')).toHaveLength(1)
  expect(screen.queryByRole('link', { name: /Facebook/ })).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: /Telegram/ })).not.toBeInTheDocument()
})

test('with no URLs at all there is no empty list', () => {
  renderLinks([{ network: 'Facebook', url: '' }])
  expect(screen.queryByRole('list')).not.toBeInTheDocument()
})

test("each link is named in the page's language", () => {
  renderLinks([{ network: 'Instagram', url: 'https://www.instagram.com/northwindgrowth' }], '{company} على {network}')
  expect(screen.getByRole('link', { name: 'Northwind Growth على Instagram' })).toBeInTheDocument()
})
