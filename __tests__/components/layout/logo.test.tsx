/**
 * The logo in every header: the brand's drawing written into the page (no
 * picture to download), named for a screen reader by the company's name,
 * linking to the home page, and drawn left to right on Arabic pages too.
 */
import { render, screen } from '@testing-library/react'
import Logo from '../../../src/components/layout/logo'
import { BRAND_LOGO_VIEW_BOX } from '../../../src/theme/brand-mark'
import { onPage } from '../../support/page-copy'

test("the logo is the company's name to a screen reader, and links to the home page of the page's language", () => {
  render(onPage(<Logo companyName="Northwind Growth" />, 'ar', '/ourstory/'))
  const logo = screen.getByRole('img', { name: 'Northwind Growth' })
  expect(screen.getByRole('link', { name: 'Northwind Growth' })).toHaveAttribute('href', '/ar/')
  expect(logo.tagName).toBe('svg')
  expect(logo.querySelector('image, use')).toBeNull()
})

test("it keeps its drawing's proportions and is drawn left to right in either language", () => {
  render(onPage(<Logo companyName="Northwind Growth" />, 'ar'))
  const logo = screen.getByRole('img', { name: 'Northwind Growth' })
  const [, , width, height] = BRAND_LOGO_VIEW_BOX.split(' ').map(Number)
  expect(Number(logo.getAttribute('width')) / Number(logo.getAttribute('height'))).toBe(width / height)
  expect(logo).toHaveAttribute('direction', 'ltr')
})
