/**
 * @jest-environment node
 *
 * Snapchat's and TikTok's ad clicks: the landing address's `ScCid` and
 * `ttclid` are kept (as `scCid` and `ttclid`, like the other click ids),
 * whether the form is sent by the page's script or without JavaScript, and
 * either makes the visit paid.
 */
import { attributionFromReferer, attributionFromVisit, channelOf, cleanAttribution } from '../../../src/lib/attribution/attribution'

const SITE = 'https://www.northwindgrowth.com'

describe("a visit from a Snapchat or TikTok ad's click", () => {
  it('keeps ScCid as scCid from the landing address, with the campaign tags', () => {
    const url = `${SITE}/lp/free-evaluation/?utm_source=snapchat&utm_medium=paid&ScCid=a1b2-c3d4`
    expect(attributionFromVisit({ url, referrer: '', siteOrigin: SITE })).toEqual({
      utmSource: 'snapchat',
      utmMedium: 'paid',
      scCid: 'a1b2-c3d4',
      landingPage: '/lp/free-evaluation/?utm_source=snapchat&utm_medium=paid&ScCid=a1b2-c3d4',
    })
  })

  it("keeps TikTok's ttclid from the landing address", () => {
    expect(attributionFromVisit({ url: `${SITE}/?ttclid=E.C.P.xyz`, referrer: '', siteOrigin: SITE })).toMatchObject({ ttclid: 'E.C.P.xyz' })
  })

  it("reads both from a no-JavaScript post's Referer", () => {
    const page = '/ar/lp/free-evaluation/?ScCid=snap-1&ttclid=tt-2'
    expect(attributionFromReferer(`${SITE}${page}`, SITE)).toEqual({ scCid: 'snap-1', ttclid: 'tt-2', landingPage: page, formPage: page })
  })

  it('keeps scCid and ttclid in the source the page script sends, cleaned like the other ids', () => {
    expect(cleanAttribution({ scCid: ' snap-1\r\n', ttclid: 'tt-2', ScCid: 'the address spelling is not a key' })).toEqual({ scCid: 'snap-1', ttclid: 'tt-2' })
  })

  it('makes the visit paid, whatever its tags say', () => {
    expect(channelOf({ scCid: 'snap-1', utmMedium: 'email' })).toBe('paid')
    expect(channelOf({ ttclid: 'tt-2' })).toBe('paid')
  })
})
