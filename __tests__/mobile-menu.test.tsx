/**
 * The small-screen menu in the site header, as a phone visitor uses it:
 * jsdom ignores media queries, so the header renders its narrow layout.
 */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate, siteContent } from '../__mocks__/gatsby'
import SiteHeader from '../src/components/site-header'
import { breakpoints } from '../src/theme/tokens'
import { setMediaQuery } from './support/media'

const site = siteContent.siteJson!
const [, services] = site.nav
const lastSocial = site.social[site.social.length - 1]

function renderHeader() {
  const user = userEvent.setup()
  render(<SiteHeader site={site} />)
  const hamburger = screen.getByRole('button', { name: 'Open menu' })
  const openMenu = async () => {
    await user.click(hamburger)
    return screen.getByRole('dialog', { name: 'Menu' })
  }
  return { user, hamburger, openMenu }
}

test('the menu starts closed, with its page links out of reach', () => {
  const { hamburger } = renderHeader()
  expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(screen.queryByRole('link', { name: services.label })).not.toBeInTheDocument()
  expect(document.body.style.overflow).toBe('')
})

test('opening the menu shows the page links, moves focus into it and locks the page', async () => {
  const { hamburger, openMenu } = renderHeader()
  const menu = await openMenu()
  expect(hamburger).toHaveAttribute('aria-expanded', 'true')
  expect(hamburger).toHaveAttribute('aria-controls', menu.id)
  expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus()
  expect(menu).toContainElement(screen.getByRole('link', { name: services.label }))
  expect(document.body.style.overflow).toBe('hidden')
})

test('the close button closes the menu and returns focus to the hamburger', async () => {
  const { user, hamburger, openMenu } = renderHeader()
  await openMenu()
  await user.click(screen.getByRole('button', { name: 'Close menu' }))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(hamburger).toHaveAttribute('aria-expanded', 'false')
  expect(hamburger).toHaveFocus()
  expect(document.body.style.overflow).toBe('')
})

test('Escape closes the menu and returns focus to the hamburger', async () => {
  const { user, hamburger, openMenu } = renderHeader()
  await openMenu()
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(hamburger).toHaveFocus()
  expect(document.body.style.overflow).toBe('')
})

test('following a link in the menu navigates and closes the menu', async () => {
  const { user, openMenu } = renderHeader()
  await openMenu()
  await user.click(screen.getByRole('link', { name: services.label }))
  expect(navigate).toHaveBeenCalledWith(services.path)
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(document.body.style.overflow).toBe('')
})

test('Tab and Shift+Tab keep focus inside the open menu', async () => {
  const { user, openMenu } = renderHeader()
  await openMenu()
  const close = screen.getByRole('button', { name: 'Close menu' })
  const lastLink = screen.getByRole('link', { name: `${site.companyName} on ${lastSocial.network}` })
  await user.tab({ shift: true })
  expect(lastLink).toHaveFocus()
  await user.tab()
  expect(close).toHaveFocus()
})

test('widening the window past the phone layout closes the menu and unlocks the page', async () => {
  const { openMenu } = renderHeader()
  await openMenu()
  act(() => setMediaQuery(`(min-width: ${breakpoints.medium}px)`, true))
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  expect(document.body.style.overflow).toBe('')
})
