/**
 * The language switch, as a visitor meets it: it names the other language in
 * that language and leads to the same page in it, never to the home page.
 */
import { render, screen } from '@testing-library/react'
import { onPage } from '../../support/page-copy'
import LanguageSwitch from '../../../src/components/layout/language-switch'

test('on an English page it offers the same page in Arabic, marked as Arabic', () => {
  render(onPage(<LanguageSwitch linkStyle={{}} />, 'en', '/ourstory/'))
  const link = screen.getByRole('link', { name: 'العربية' })
  expect(link).toHaveAttribute('href', '/ar/ourstory/')
  expect(link).toHaveAttribute('lang', 'ar')
  expect(link).toHaveAttribute('hreflang', 'ar')
})

test('on an Arabic page it offers the same page in English', () => {
  render(onPage(<LanguageSwitch linkStyle={{}} />, 'ar', '/ourservices/'))
  const link = screen.getByRole('link', { name: 'English' })
  expect(link).toHaveAttribute('href', '/ourservices/')
  expect(link).toHaveAttribute('lang', 'en')
  expect(link).toHaveAttribute('hreflang', 'en')
})

test('from the Arabic home page it leads to the English home page', () => {
  render(onPage(<LanguageSwitch linkStyle={{}} />, 'ar', '/'))
  expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/')
})
