/**
 * @jest-environment node
 *
 * Which ad platform is told of a lead: only the one whose ad brought the
 * visit, known by the click id the landing address carried, or failing
 * one by utm_source with a paid medium; nothing for an organic, direct or
 * referral visit, or another network's click. Each visit is read as the
 * server reads it (the landing address, then the channel), so the rule is
 * tested on what a stored lead really holds.
 */
import { attributionFromVisit, channelOf } from '../../../src/lib/attribution/attribution'
import { platformOfVisit, type AdPlatform } from '../../../src/lib/conversions/platforms'

const SITE = 'https://www.northwindgrowth.com'

/** The lead's source for a visit that landed on `query` from `referrer`. */
function sourceOf(query: string, referrer = '') {
  const attribution = attributionFromVisit({ url: `${SITE}/lp/free-evaluation/${query}`, referrer, siteOrigin: SITE })
  return { ...attribution, channel: channelOf(attribution) }
}

type Row = { visit: string; query: string; referrer?: string; platform: AdPlatform | undefined }

const byClickId: Row[] = [
  { visit: 'a Google Ads click (gclid)', query: '?gclid=Cj0KCQiA-x_1', platform: 'google' },
  { visit: 'an iOS app Google Ads click (gbraid)', query: '?gbraid=0AAAAAoZ', platform: 'google' },
  { visit: 'an iOS web Google Ads click (wbraid)', query: '?wbraid=CjkKCQiA', platform: 'google' },
  { visit: 'a Meta ad click (fbclid)', query: '?fbclid=IwAR0x', referrer: 'https://l.facebook.com/', platform: 'meta' },
  { visit: 'a Snapchat ad click (ScCid)', query: '?ScCid=a1b2-c3d4', platform: 'snapchat' },
  { visit: 'a click id that contradicts the tags: Snapchat tagged as Google', query: '?utm_source=google&utm_medium=cpc&ScCid=snap-1', platform: 'snapchat' },
  { visit: 'a Meta ad click tagged facebook / paid_social', query: '?utm_source=facebook&utm_medium=paid_social&fbclid=IwAR0x', platform: 'meta' },
  { visit: 'a Google click tagged as an e-mail', query: '?utm_source=newsletter&utm_medium=email&gclid=Cj0', platform: 'google' },
]

const byTags: Row[] = [
  { visit: 'utm_source=google, utm_medium=cpc, auto-tagging off', query: '?utm_source=google&utm_medium=cpc', platform: 'google' },
  { visit: 'utm_source=googleads, utm_medium=display', query: '?utm_source=googleads&utm_medium=display', platform: 'google' },
  { visit: 'utm_source=facebook, utm_medium=paid_social', query: '?utm_source=facebook&utm_medium=paid_social', platform: 'meta' },
  { visit: 'utm_source=Instagram, utm_medium=CPM (any letter case)', query: '?utm_source=Instagram&utm_medium=CPM', platform: 'meta' },
  { visit: "utm_source=ig (Meta's {{site_source_name}}), utm_medium=paid", query: '?utm_source=ig&utm_medium=paid', platform: 'meta' },
  { visit: 'utm_source=meta, utm_medium=cpc', query: '?utm_source=meta&utm_medium=cpc', platform: 'meta' },
  { visit: 'utm_source=snapchat, utm_medium=paid', query: '?utm_source=snapchat&utm_medium=paid', platform: 'snapchat' },
  { visit: 'utm_source=snap, utm_medium=ppc', query: '?utm_source=snap&utm_medium=ppc', platform: 'snapchat' },
]

const none: Row[] = [
  { visit: 'organic: a Google search', query: '', referrer: 'https://www.google.ae/', platform: undefined },
  { visit: 'organic: utm_source=google, utm_medium=organic', query: '?utm_source=google&utm_medium=organic', platform: undefined },
  { visit: "unpaid: Meta's own post, utm_source=facebook, utm_medium=social", query: '?utm_source=facebook&utm_medium=social', platform: undefined },
  { visit: 'unpaid: utm_source=instagram alone', query: '?utm_source=instagram', platform: undefined },
  { visit: 'unpaid: utm_source=snapchat, utm_medium=story', query: '?utm_source=snapchat&utm_medium=story', platform: undefined },
  { visit: 'unpaid: a Snapchat link', query: '', referrer: 'https://www.snapchat.com/', platform: undefined },
  { visit: 'e-mail: utm_source=google, utm_medium=email', query: '?utm_source=google&utm_medium=email', platform: undefined },
  { visit: 'direct: nothing at all', query: '', platform: undefined },
  { visit: 'referral: a link on another site', query: '', referrer: 'https://blog.example.org/best-agencies', platform: undefined },
  { visit: 'referral: a partner tagged as google, utm_medium=affiliate', query: '?utm_source=google&utm_medium=affiliate', platform: undefined },
  { visit: "paid, another platform's source: utm_source=linkedin, utm_medium=cpc", query: '?utm_source=linkedin&utm_medium=cpc', platform: undefined },
  { visit: "paid, a source that only contains a platform's name: utm_source=not-google", query: '?utm_source=not-google&utm_medium=cpc', platform: undefined },
  { visit: "the agency's own Instagram post, tagged instagram / social, which Instagram gave an fbclid", query: '?utm_source=instagram&utm_medium=social&fbclid=PAZXh0', platform: undefined },
  { visit: 'a newsletter link opened in Facebook, tagged newsletter / email, with an fbclid', query: '?utm_source=newsletter&utm_medium=email&fbclid=IwAR0x', platform: undefined },
  { visit: 'a Microsoft Ads click (msclkid)', query: '?msclkid=4f1c2d', referrer: 'https://www.bing.com/', platform: undefined },
  { visit: 'a Microsoft Ads click imported from Google, tagged google / cpc', query: '?utm_source=google&utm_medium=cpc&msclkid=4f1c2d', platform: undefined },
  { visit: 'a TikTok ad click (ttclid)', query: '?ttclid=E.C.P.xyz', platform: undefined },
  { visit: 'a TikTok ad click tagged facebook / paid', query: '?utm_source=facebook&utm_medium=paid&ttclid=E.C.P.xyz', platform: undefined },
]

describe('the platform told of a lead', () => {
  it.each(byClickId)('by its click id: $visit → $platform', ({ query, referrer, platform }) => {
    expect(platformOfVisit(sourceOf(query, referrer))).toBe(platform)
  })

  it.each(byTags)('failing a click id, by utm_source with a paid medium: $visit → $platform', ({ query, referrer, platform }) => {
    expect(platformOfVisit(sourceOf(query, referrer))).toBe(platform)
  })

  it.each(none)('none for $visit', ({ query, referrer }) => {
    expect(platformOfVisit(sourceOf(query, referrer))).toBeUndefined()
  })

  it('reads a stored source with spaces around its utm_source', () => {
    expect(platformOfVisit({ utmSource: ' Facebook ', utmMedium: 'cpc', channel: 'paid' })).toBe('meta')
  })

  it('trusts the click id over a stored channel that says otherwise (a lead kept before the id made visits paid)', () => {
    expect(platformOfVisit({ scCid: 'snap-1', channel: 'referral' })).toBe('snapchat')
  })
})
