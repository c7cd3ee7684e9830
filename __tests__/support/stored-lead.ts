/**
 * A lead as the store keeps it, for the tests that start from one: a visitor
 * in the UAE who wrote in on the English home page, having come straight to
 * the site. Each test names what its story turns on (the form, the
 * language, the click ids, the consent) and takes the rest from here, so
 * a field added to StoredLead is added once.
 */
import type { StoredLead } from '../../src/lib/leads/types'

export const storedLead = (changes: Partial<StoredLead> = {}): StoredLead => ({
  id: 'lead-1',
  receivedAt: '2026-12-02T10:00:00.000Z',
  form: 'home',
  language: 'en',
  name: 'Layla Haddad',
  phone: '+971501234567',
  country: 'AE',
  source: { channel: 'direct' },
  ...changes,
})
