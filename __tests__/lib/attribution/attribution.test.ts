/**
 * @jest-environment node
 *
 * Where a lead came from: the channel of a visit, what the server keeps of
 * attribution a browser sent, and what a no-JavaScript post's Referer tells.
 */
import {
  attributionFromReferer,
  attributionFromVisit,
  channelOf,
  cleanAttribution,
  type Attribution,
  type Channel,
} from '../../../src/lib/attribution/attribution'
import { CHANNELS } from '../../../src/lib/leads-cli/leads-report'

const SITE = 'https://www.northwindgrowth.com'

type Row = { visit: string; query?: string; referrer?: string; channel: Channel }

const visits: Row[] = [
  { visit: 'a Google Ads click tagged as an e-mail', query: '?gclid=Cj0KCQ&utm_medium=email&utm_source=newsletter', channel: 'paid' },
  { visit: 'an iOS Google Ads click (gbraid)', query: '?gbraid=0AAAAA', referrer: 'https://www.google.com/', channel: 'paid' },
  { visit: 'a Microsoft Ads click', query: '?msclkid=4f1c2d', referrer: 'https://www.bing.com/', channel: 'paid' },
  { visit: 'a Meta ad click', query: '?fbclid=IwAR0x', referrer: 'https://l.facebook.com/', channel: 'paid' },
  { visit: 'utm_medium=cpc', query: '?utm_source=google&utm_medium=cpc&utm_campaign=spring', channel: 'paid' },
  { visit: 'utm_medium=paid_social', query: '?utm_source=instagram&utm_medium=paid_social', channel: 'paid' },
  { visit: 'a newsletter', query: '?utm_source=newsletter&utm_medium=email&utm_campaign=nov', channel: 'email' },
  { visit: 'utm_medium=e-mail', query: '?utm_source=mailchimp&utm_medium=e-mail', channel: 'email' },
  { visit: 'utm_source=facebook&utm_medium=social', query: '?utm_source=facebook&utm_medium=social', channel: 'social' },
  { visit: 'utm_source=linkedin alone', query: '?utm_source=linkedin', channel: 'social' },
  { visit: 'a Facebook link', referrer: 'https://www.facebook.com/', channel: 'social' },
  { visit: 'an X (Twitter) link through t.co', referrer: 'https://t.co/abc123', channel: 'social' },
  { visit: 'a LinkedIn short link (lnkd.in)', referrer: 'https://lnkd.in/xyz', channel: 'social' },
  { visit: 'Instagram in-app browser', referrer: 'https://l.instagram.com/', channel: 'social' },
  { visit: 'a Google search', referrer: 'https://www.google.com/', channel: 'organic' },
  { visit: 'a Google search in the UAE', referrer: 'https://www.google.ae/', channel: 'organic' },
  { visit: 'a Bing search', referrer: 'https://www.bing.com/search?q=marketing+dubai', channel: 'organic' },
  { visit: 'a DuckDuckGo search', referrer: 'https://duckduckgo.com/', channel: 'organic' },
  { visit: 'a Yahoo search', referrer: 'https://search.yahoo.com/', channel: 'organic' },
  { visit: 'utm_medium=organic', query: '?utm_source=google&utm_medium=organic', channel: 'organic' },
  { visit: 'a link on another site', referrer: 'https://blog.example.org/best-agencies', channel: 'referral' },
  { visit: 'a tagged link from a partner', query: '?utm_source=partner-site&utm_medium=affiliate', channel: 'referral' },
  { visit: 'nothing at all (typed, bookmarked)', channel: 'direct' },
  { visit: 'a link on the site itself', referrer: `${SITE}/ourstory/`, channel: 'direct' },
  { visit: 'the site without www', referrer: 'https://northwindgrowth.com/', channel: 'direct' },
  { visit: 'a non-web referrer', referrer: 'android-app://com.slack/', channel: 'direct' },
]

describe('the channel of a visit', () => {
  it('is always one the leads report counts, and every one it counts is given to some visit', () => {
    const given = visits.map(({ query = '', referrer = '' }) => channelOf(attributionFromVisit({ url: `${SITE}/${query}`, referrer, siteOrigin: SITE })))
    expect(new Set(given)).toEqual(new Set(CHANNELS))
  })

  it.each(visits)('$visit → $channel', ({ query = '', referrer = '', channel }) => {
    const attribution = attributionFromVisit({ url: `${SITE}/${query}`, referrer, siteOrigin: SITE })
    expect(channelOf(attribution)).toBe(channel)
  })

  it('reads tags in any letter case', () => {
    expect(channelOf({ utmSource: 'Facebook', utmMedium: 'CPC' })).toBe('paid')
    expect(channelOf({ utmSource: 'Facebook', utmMedium: 'Social' })).toBe('social')
  })
})

describe('the first page of a visit', () => {
  it('keeps the campaign tags, click ids, landing page (without its other parameters) and the other site', () => {
    const url = `${SITE}/ourservices/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=agency&utm_content=ad1&gclid=Cj0&gbraid=g&wbraid=w&fbclid=f&msclkid=m&page=2#form`
    expect(attributionFromVisit({ url, referrer: 'https://www.google.com/search?q=agency', siteOrigin: SITE })).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      utmTerm: 'agency',
      utmContent: 'ad1',
      gclid: 'Cj0',
      gbraid: 'g',
      wbraid: 'w',
      fbclid: 'f',
      msclkid: 'm',
      landingPage: '/ourservices/?utm_source=google&utm_medium=cpc&utm_campaign=spring&utm_term=agency&utm_content=ad1&gclid=Cj0&gbraid=g&wbraid=w&fbclid=f&msclkid=m',
      referrer: 'https://www.google.com',
    })
  })

  it('keeps only the landing page when nothing sent the visitor', () => {
    expect(attributionFromVisit({ url: `${SITE}/ar/`, referrer: '', siteOrigin: SITE })).toEqual({ landingPage: '/ar/' })
  })

  it('cuts a huge tag to 100 characters, in the landing page too, so it cannot make the lead too large to send', () => {
    const kept = attributionFromVisit({ url: `${SITE}/?utm_campaign=${'c'.repeat(5 * 1024)}`, referrer: '', siteOrigin: SITE })
    expect(kept.utmCampaign).toBe('c'.repeat(100))
    expect(kept.landingPage).toBe(`/?utm_campaign=${'c'.repeat(100)}`)
  })

  it('drops a click id longer than its platform writes them whole, never cutting it', () => {
    const kept = attributionFromVisit({ url: `${SITE}/?gclid=${'c'.repeat(201)}&msclkid=${'m'.repeat(65)}&fbclid=${'f'.repeat(200)}`, referrer: '', siteOrigin: SITE })
    // The landing page with its 200-character fbclid would be longer than 200: it is kept as its path.
    expect(kept).toEqual({ fbclid: 'f'.repeat(200), landingPage: '/' })
  })

  it('gives nothing, without throwing, for an address it cannot read', () => {
    expect(attributionFromVisit({ url: 'http://[::1', referrer: '', siteOrigin: 'not a url' })).toEqual({})
  })
})

describe('what the server keeps of the attribution a browser sent', () => {
  it('drops a 5 KB click id whole, and cuts a 5 KB campaign tag to 100', () => {
    expect(cleanAttribution({ gclid: 'c'.repeat(5 * 1024), utmCampaign: 'c'.repeat(5 * 1024) })).toEqual({ utmCampaign: 'c'.repeat(100) })
  })

  it('trims, folds line breaks and removes control and format characters', () => {
    expect(cleanAttribution({ utmSource: '  news\u0000letter\u0007 ', utmTerm: 'dubai\u202Eagency\u200B', utmContent: 'a\tb' })).toEqual({
      utmSource: 'newsletter',
      utmTerm: 'dubaiagency',
      utmContent: 'a_b',
    })
  })

  it('folds a header injection attempt into one harmless line', () => {
    const kept = cleanAttribution({ utmCampaign: 'spring\r\nBcc: victim@example.com\r\n\r\nbody' })
    expect(kept.utmCampaign).toBe('spring_Bcc_victimexample.com_body')
    expect(kept.utmCampaign).not.toMatch(/[\r\n]/)
  })

  it('drops markup in a click id: no platform writes one', () => {
    expect(cleanAttribution({ fbclid: '<script>alert(1)</script>' })).toEqual({})
  })

  describe('campaign tags are tags, not text', () => {
    it.each([
      ['a sentence with a link', 'Refund due, verify at https://evil.example/r'],
      ['a bare scheme', 'x://y'],
      ['a link in the source', 'https://evil.example'],
    ])('drops %s whole', (_case, value) => {
      expect(cleanAttribution({ utmCampaign: value, utmSource: value, utmMedium: 'cpc' })).toEqual({ utmMedium: 'cpc' })
    })

    it('keeps letters of any language, digits, _ - . + % and spaces (as _), and nothing else', () => {
      expect(
        cleanAttribution({
          utmCampaign: 'Spring_sale-2026 (UAE) <b>!</b>',
          utmSource: 'google.ae',
          utmMedium: 'cpc+display',
          utmTerm: 'تسويق دبي%20',
          utmContent: 'ad "B" / v2; ok?',
        }),
      ).toEqual({ utmCampaign: 'Spring_sale-2026_UAE_bb', utmSource: 'google.ae', utmMedium: 'cpc+display', utmTerm: 'تسويق_دبي%20', utmContent: 'ad_B_v2_ok' })
    })

    it('drops a tag that is nothing but other characters', () => {
      expect(cleanAttribution({ utmCampaign: '<>!?', utmSource: 'x' })).toEqual({ utmSource: 'x' })
    })
  })

  it('drops unknown keys and values that are not text', () => {
    const raw = { utmSource: 'google', utm_source: 'x', channel: 'paid', admin: true, utmMedium: 42, gclid: ['a'], utmTerm: { $ne: 1 }, utmContent: null }
    expect(cleanAttribution(raw)).toEqual({ utmSource: 'google' })
  })

  it('ignores keys inherited through the prototype', () => {
    expect(cleanAttribution(Object.create({ utmSource: 'inherited' }))).toEqual({})
    expect(cleanAttribution(JSON.parse('{"__proto__": {"utmSource": "x"}, "utmMedium": "cpc"}'))).toEqual({ utmMedium: 'cpc' })
  })

  it.each([null, undefined, 'utm_source=google', 42, ['google'], true])('gives nothing for %p', (raw) => {
    expect(cleanAttribution(raw)).toEqual({})
  })

  it.each([
    'javascript:alert(1)',
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    'ourservices/',
    ' ',
  ])('drops the page %p, which is not a path on this site', (page) => {
    expect(cleanAttribution({ landingPage: page, formPage: page })).toEqual({})
  })

  it('keeps pages that are paths on this site', () => {
    expect(cleanAttribution({ landingPage: ' /?utm_source=x ', formPage: '/ar/ourservices/' })).toEqual({
      landingPage: '/?utm_source=x',
      formPage: '/ar/ourservices/',
    })
  })

  it.each([
    ['https://www.google.com', 'www.google.com'],
    ['https://www.google.com/search?q=private', 'www.google.com'],
    ['http://blog.example.org:8080/post', 'blog.example.org'],
    ['HTTPS://Mail.Example.com/', 'mail.example.com'],
    // A referrer cleaned before (a stored lead read again) stays as it is.
    ['www.google.com', 'www.google.com'],
  ])('keeps the referrer %p as its host %p', (referrer, host) => {
    expect(cleanAttribution({ referrer }).referrer).toBe(host)
  })

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'android-app://com.slack/', 'google.com/search?q=x', '<script>', 'evil example'])(
    'drops the referrer %p, which is neither an http(s) address nor a host',
    (referrer) => expect(cleanAttribution({ referrer })).toEqual({}),
  )

  it('drops a referrer of the site itself when it knows the site', () => {
    expect(cleanAttribution({ referrer: `${SITE}/ourstory/` }, SITE)).toEqual({})
    expect(cleanAttribution({ referrer: `${SITE}/ourstory/` })).toEqual({ referrer: new URL(SITE).hostname })
  })

  it('reads the channel from a kept host as from the address', () => {
    expect(channelOf(cleanAttribution({ referrer: 'https://l.facebook.com/x' }))).toBe('social')
    expect(channelOf(cleanAttribution({ referrer: 'https://www.google.ae/' }))).toBe('organic')
  })
})

describe('a form posted without JavaScript, read from its Referer', () => {
  it('gives the tags and click ids of the form page, which is then the landing page', () => {
    const referer = `${SITE}/ourservices/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0`
    const expected: Attribution = {
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring',
      gclid: 'Cj0',
      landingPage: '/ourservices/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0',
      formPage: '/ourservices/?utm_source=google&utm_medium=cpc&utm_campaign=spring&gclid=Cj0',
    }
    expect(attributionFromReferer(referer, SITE)).toEqual(expected)
    expect(channelOf(attributionFromReferer(referer, SITE))).toBe('paid')
  })

  it('gives only the form page when its address has no tags', () => {
    expect(attributionFromReferer(`${SITE}/ar/`, SITE)).toEqual({ formPage: '/ar/' })
  })

  it('cleans what it reads like anything else a visitor sends', () => {
    const referer = `${SITE}/?utm_campaign=${encodeURIComponent(`x${'y'.repeat(5000)}\r\nBcc: a@b.c`)}`
    const kept = attributionFromReferer(referer, SITE)
    expect(kept.utmCampaign).toHaveLength(100)
    expect(kept.formPage).toBe(`/?utm_campaign=x${'y'.repeat(99)}`)
  })

  it.each([
    ['another site', 'https://evil.example/?utm_source=spoof'],
    ['a look-alike host', 'https://www.northwindgrowth.com.evil.example/?utm_source=spoof'],
    ['no Referer', undefined],
    ['an empty Referer', ''],
    ['a Referer that is not an address', 'not a url'],
    ['a javascript: Referer', 'javascript:alert(1)'],
  ])('tells nothing for %s', (_case, referer) => {
    expect(attributionFromReferer(referer, SITE)).toEqual({})
  })
})
