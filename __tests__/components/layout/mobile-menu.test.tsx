/**
 * The small-screen menu in the site header, as a phone visitor uses it:
 * jsdom ignores media queries, so the header renders its narrow layout.
 */
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate, siteContent } from '../../../__mocks__/gatsby'
import SiteHeader from '../../../src/components/layout/site-header'
import { fillTemplate } from '../../../src/lib/i18n/text'
import { breakpoints } from '../../../src/theme/tokens'
import { setMediaQuery } from '../../support/media'
import { PAGE_COPY, onPage } from '../../support/page-copy'
import type { Locale } from '../../../src/lib/i18n/locales'

const site = siteContent.siteJson!
const { layout } = PAGE_COPY.en
const [, services] = layout.nav
const lastSocial = site.social[site.social.length - 1]

function renderHeader(locale: Locale = 'en') {
  const user = userEvent.setup()
  render(onPage(<SiteHeader site={site} layout={PAGE_COPY[locale].layout} />, locale))
  const hamburger = screen.getByRole('button', { name: PAGE_COPY[locale].layout.openMenuLabel })
  const openMenu = async () => {
    await user.click(hamburger)
    return screen.getByRole('dialog', { name: PAGE_COPY[locale].layout.menuLabel })
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
  expect(screen.getByRole('button', { name: layout.closeMenuLabel })).toHaveFocus()
  expect(menu).toContainElement(screen.getByRole('link', { name: services.label }))
  expect(document.body.style.overflow).toBe('hidden')
})

test('the close button closes the menu and returns focus to the hamburger', async () => {
  const { user, hamburger, openMenu } = renderHeader()
  await openMenu()
  await user.click(screen.getByRole('button', { name: layout.closeMenuLabel }))
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
  const close = screen.getByRole('button', { name: layout.closeMenuLabel })
  const lastLink = screen.getByRole('link', { name: fillTemplate(layout.socialLinkLabel, { company: site.companyName, network: lastSocial.network }) })
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

test('on an Arabic page the menu speaks Arabic and its links stay in Arabic', async () => {
  const arabic = PAGE_COPY.ar.layout
  const { user, openMenu } = renderHeader('ar')
  const menu = await openMenu()
  expect(screen.getByRole('button', { name: arabic.closeMenuLabel })).toHaveFocus()
  const [, arabicServices] = arabic.nav
  expect(menu).toContainElement(screen.getByRole('link', { name: arabicServices.label }))
  await user.click(screen.getByRole('link', { name: arabicServices.label }))
  expect(navigate).toHaveBeenCalledWith('/ar/ourservices/')
})
