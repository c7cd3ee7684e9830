/**
 * The visit's first page is kept in sessionStorage for the rest of the visit,
 * is never overwritten within it, and a browser that will not store anything
 * still gets its attribution for as long as the page's scripts run.
 */
import type * as Attribution from '../../../src/lib/attribution/attribution'
import type * as Store from '../../../src/lib/attribution/attribution-store'

type Page = Pick<typeof Store, 'rememberVisit'> & Pick<typeof Attribution, 'visitAttribution'>

/** A full page load: the modules start afresh, sessionStorage stays. */
function loadPage(path: string, referrer = ''): Page {
  window.history.replaceState(null, '', path)
  Object.defineProperty(document, 'referrer', { value: referrer, configurable: true })
  let page: Page | undefined
  jest.isolateModules(() => {
    const { rememberVisit } = jest.requireActual<typeof Store>('../../../src/lib/attribution/attribution-store')
    const { visitAttribution } = jest.requireActual<typeof Attribution>('../../../src/lib/attribution/attribution')
    page = { rememberVisit, visitAttribution }
  })
  return page as Page
}

function withoutStorage(error = new DOMException('The operation is insecure.', 'SecurityError')) {
  const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage')
  Object.defineProperty(window, 'sessionStorage', {
    configurable: true,
    get() {
      throw error
    },
  })
  return () => Object.defineProperty(window, 'sessionStorage', original as PropertyDescriptor)
}

beforeEach(() => {
  window.sessionStorage.clear()
})

describe('the first page of a visit', () => {
  it('is kept with its tags, its landing page and the site that sent the visitor', () => {
    const page = loadPage('/ourservices/?utm_source=google&utm_medium=cpc&gclid=Cj0', 'https://www.google.com/search?q=x')
    page.rememberVisit()
    expect(page.visitAttribution()).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      gclid: 'Cj0',
      landingPage: '/ourservices/?utm_source=google&utm_medium=cpc&gclid=Cj0',
      referrer: 'https://www.google.com',
    })
  })

  it('is not overwritten by the pages that follow, loaded afresh or navigated to', () => {
    loadPage('/?utm_source=newsletter&utm_medium=email', 'https://mail.example.com/').rememberVisit()
    const second = loadPage('/ourstory/?utm_source=other', 'https://www.bing.com/')
    second.rememberVisit()
    window.history.pushState(null, '', '/ourservices/?gclid=later')
    second.rememberVisit()
    const expected = { utmSource: 'newsletter', utmMedium: 'email', landingPage: '/?utm_source=newsletter&utm_medium=email', referrer: 'https://mail.example.com' }
    expect(second.visitAttribution()).toEqual(expected)
    expect(loadPage('/thank-you/').visitAttribution()).toEqual(expected)
  })

  it('is kept even when nothing sent the visitor, so a later tagged page cannot pass for the first', () => {
    loadPage('/').rememberVisit()
    const later = loadPage('/?utm_source=late')
    later.rememberVisit()
    expect(later.visitAttribution()).toEqual({ landingPage: '/' })
  })

  it('is kept in sessionStorage under one key, with no cookie', () => {
    loadPage('/?utm_source=x').rememberVisit()
    expect(Object.keys(window.sessionStorage)).toEqual(['northwind:visit'])
    expect(window.localStorage).toHaveLength(0)
    expect(document.cookie).toBe('')
  })

  it('is empty before any page was remembered', () => {
    expect(loadPage('/').visitAttribution()).toEqual({})
  })
})

describe('a browser that will not store anything', () => {
  it.each([
    ['sessionStorage cannot be reached (blocked site data)', () => withoutStorage()],
    [
      'every write fails (full quota, old Safari private window)',
      () => {
        const spy = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError')
        })
        return () => spy.mockRestore()
      },
    ],
    [
      'every read fails',
      () => {
        const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        })
        return () => spy.mockRestore()
      },
    ],
  ])('never throws when %s, and keeps the first page in memory', (_case, breakStorage) => {
    const page = loadPage('/?utm_source=facebook&utm_medium=social', 'https://www.facebook.com/')
    const restore = breakStorage()
    try {
      expect(() => page.rememberVisit()).not.toThrow()
      window.history.pushState(null, '', '/ourservices/?utm_source=later')
      expect(() => page.rememberVisit()).not.toThrow()
      expect(page.visitAttribution()).toEqual({
        utmSource: 'facebook',
        utmMedium: 'social',
        landingPage: '/?utm_source=facebook&utm_medium=social',
        referrer: 'https://www.facebook.com',
      })
    } finally {
      restore()
    }
  })

  it('never throws where there is no page to read (server rendering)', () => {
    const page = loadPage('/')
    expect(() =>
      page.rememberVisit(() => {
        throw new ReferenceError('location is not defined')
      }),
    ).not.toThrow()
    expect(page.visitAttribution()).toEqual({})
  })
})

describe('what was stored', () => {
  it('is bounded again when read, since anyone can edit it: known tags, text, tags of 100 characters', () => {
    const edited = { url: `https://example.test/?utm_source=${'s'.repeat(100_000)}&channel=paid`, referrer: ['x'], siteOrigin: 'https://evil.example' }
    window.sessionStorage.setItem('northwind:visit', JSON.stringify(edited))
    const read = loadPage('/').visitAttribution()
    expect(read.utmSource).toBe('s'.repeat(100))
    expect(read).not.toHaveProperty('channel')
    expect(read).not.toHaveProperty('referrer')
    expect(read.landingPage?.length).toBeLessThanOrEqual(200)
  })

  it('that is not a page gives nothing, without throwing', () => {
    window.sessionStorage.setItem('northwind:visit', JSON.stringify({ utmSource: 'x' }))
    expect(loadPage('/').visitAttribution()).toEqual({})
  })

  it('that cannot be read as JSON gives nothing, without throwing', () => {
    window.sessionStorage.setItem('northwind:visit', '{not json')
    const page = loadPage('/?utm_source=x')
    page.rememberVisit()
    expect(page.visitAttribution()).toEqual({})
  })
})
