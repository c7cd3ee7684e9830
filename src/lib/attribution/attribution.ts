/**
 * Where a lead came from: the campaign tags and ad click ids of the visit's
 * first page, the site that sent the visitor, and the page the form was sent
 * from. Plain TypeScript for the browser (src/lib/attribution/attribution-store.ts) and
 * the server (the no-JavaScript post's Referer, and cleaning what the
 * browser sent). It ships in the page bundle, so it leans on the platform's
 * URL and keeps its lists short.
 */
import { isSitePath } from '../security/site-path'
import { storedVisit, type Visit } from './attribution-store'

export type Attribution = {
  utmSource?: string
  utmMedium?: string
  utmCampaign?: string
  utmTerm?: string
  utmContent?: string
  /** Google Ads click ids (gbraid and wbraid on iOS), Meta's and Microsoft Ads'. */
  gclid?: string
  gbraid?: string
  wbraid?: string
  fbclid?: string
  msclkid?: string
  /** Snapchat's click id (the address's `ScCid`) and TikTok's (`ttclid`). */
  scCid?: string
  ttclid?: string
  /** The visit's first page on this site: its path, and of its query only the campaign tags and click ids (sitePage). */
  landingPage?: string
  /** The other site that sent the visitor: its origin as the browser reads it (https://www.google.com), its host name once the server has cleaned it (www.google.com). */
  referrer?: string
  /** The page the form was sent from: its path, and of its query only the campaign tags and click ids (sitePage). */
  formPage?: string
}

export type Channel = 'paid' | 'email' | 'social' | 'organic' | 'referral' | 'direct'

/** What a stored lead carries: the cleaned attribution and its channel. */
export type LeadSource = Attribution & { channel: Channel }

/** The query parameters kept from a landing page, in the order they are reported. */
export const CAMPAIGN_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'fbclid',
  'msclkid',
  'ScCid',
  'ttclid',
] as const

/** Each parameter with its key (utm_source -> utmSource, ScCid -> scCid), worked out once: every lead cleans two pages with them. */
const PARAMETER_KEYS = CAMPAIGN_PARAMETERS.map(
  (parameter) => [parameter, (parameter.charAt(0).toLowerCase() + parameter.slice(1)).replace(/_(\w)/, (_match, letter: string) => letter.toUpperCase()) as keyof Attribution] as const,
)

/** The ad click ids a landing address may carry (as attribution keeps them); any of them makes a visit paid. */
export const CLICK_IDS = ['gclid', 'gbraid', 'wbraid', 'fbclid', 'msclkid', 'scCid', 'ttclid'] as const
export type ClickId = (typeof CLICK_IDS)[number]
const PAGES = ['landingPage', 'formPage'] as const
const KEYS: (keyof Attribution)[] = [...PARAMETER_KEYS.map(([, key]) => key), ...PAGES, 'referrer']

export const MAX_VALUE_LENGTH = 200

/**
 * What each platform's click id is made of, and its longest: a click id is
 * an opaque token the platform wrote into the ad's address, never a word.
 * Google's (gclid, gbraid, wbraid) and Meta's fbclid are URL-safe base64:
 * letters, digits, - and _, with no published length (seen up to ~100
 * characters; 200, the most a browser sends of a value, is kept).
 * Microsoft's msclkid is 32 hexadecimal digits and Snapchat's ScCid a UUID
 * (36 characters): up to 64 of letters, digits and -. TikTok's ttclid is
 * URL-safe base64 with dots (E.C.P.…), up to 200. A value that is anything
 * else is not the platform's: it is dropped whole, never cut, since what
 * was left of a sentence would still be one.
 */
export const CLICK_ID_RULES: Record<ClickId, { characters: RegExp; maxLength: number }> = {
  gclid: { characters: /^[\w-]+$/, maxLength: 200 },
  gbraid: { characters: /^[\w-]+$/, maxLength: 200 },
  wbraid: { characters: /^[\w-]+$/, maxLength: 200 },
  fbclid: { characters: /^[\w-]+$/, maxLength: 200 },
  msclkid: { characters: /^[a-z\d-]+$/i, maxLength: 64 },
  scCid: { characters: /^[a-z\d-]+$/i, maxLength: 64 },
  ttclid: { characters: /^[\w.-]+$/, maxLength: 200 },
}
const isClickIdKey = (key: keyof Attribution): key is ClickId => (CLICK_IDS as readonly string[]).includes(key)

/** Whether `value` is a click id as `id`'s platform writes them (CLICK_ID_RULES). */
export const isClickId = (id: ClickId, value: unknown): value is string =>
  typeof value === 'string' && value.length <= CLICK_ID_RULES[id].maxLength && CLICK_ID_RULES[id].characters.test(value)

/** A lead's click id `id`, only when it is one (a lead kept before the rule, or edited in the store, may hold anything). */
export const clickIdOf = (source: Attribution | undefined, id: ClickId): string | undefined => {
  const value = source?.[id]
  return isClickId(id, value) ? value : undefined
}

// Every value is visitor input that ends up in e-mails, webhooks and CSV
// files: white space (line breaks included) is folded to single spaces and
// invisible control and format characters (bidi overrides, zero-width
// spaces) removed, except the zero-width (non-)joiners of Persian and Arabic
// words, as for names (contact-rules.ts).
const INVISIBLE = /(?![\u200c\u200d])[\p{Cc}\p{Cf}]/gu
const clean = (value: string) => value.replace(/\s+/g, ' ').replace(INVISIBLE, '').trim()

/** The campaign tags (utm_*): names a marketer chose, read by people in e-mails and reports. */
const CAMPAIGN_TAGS: readonly (keyof Attribution)[] = ['utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent']
export const MAX_TAG_LENGTH = 100
// A tag is a name, never a sentence or a link: letters (with their marks),
// digits, _ - . + and %, its spaces written as _ ("Spring Sale" is kept as
// Spring_Sale), so that no tag reads as words to follow. A value holding an
// address is dropped whole, since what is left of it would still read as
// one ("verify at evil.example/r").
const NOT_IN_A_TAG = /[^\p{L}\p{M}\p{N}_.+% -]/gu
const cleanTag = (value: string) =>
  value.includes('://') ? '' : value.replace(NOT_IN_A_TAG, '').replace(/ +/g, ' ').trim().slice(0, MAX_TAG_LENGTH).trim().replaceAll(' ', '_')

// A host name as DNS has them: labels of letters, digits and inner hyphens,
// 63 characters at most, 253 in all, at least two, the last no number (so
// no IPv4 address). An internationalised name is in its xn-- form, as the
// URL parser gives it.
const DNS_LABEL = '(?!-)[a-z\\d-]{1,63}(?<!-)'
const DNS_NAME = new RegExp(`^(?=.{1,253}$)(?:${DNS_LABEL}\\.)+(?![\\d-]+$)${DNS_LABEL}$`)

/** The host name of an http(s) address, or of a host name given alone (a referrer cleaned before), when it is a DNS name; undefined for anything else. */
function referrerHost(value: string): string | undefined {
  // new URL, not URL.parse: this runs in the page too, and Safari has URL.parse only from 18.
  const parse = (address: string) => {
    try {
      return new URL(address)
    } catch {
      return undefined
    }
  }
  const address = parse(value)
  const host = address ? /^https?:$/.test(address.protocol) && address.hostname : parse(`https://${value}`)?.hostname
  return host && (address || host === value.toLowerCase()) && DNS_NAME.test(host) ? host : undefined
}

// A host is a search engine or a social site when it is (a subdomain of) one of these: www.google.ae, cn.bing.com, l.facebook.com.
const SEARCH_HOSTS = /(^|\.)(google|bing|duckduckgo|yahoo|yandex|baidu|ecosia|qwant|startpage|naver|brave)\.[a-z.]+$/
const SOCIAL_HOSTS =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|youtube\.com|youtu\.be|tiktok\.com|snapchat\.com|pinterest\.[a-z.]+|reddit\.com|t\.me|telegram\.org|whatsapp\.com|wa\.me|threads\.net)$/
const SOCIAL_SOURCES = /^(facebook|fb|instagram|ig|linkedin|twitter|x|tiktok|youtube|snapchat|pinterest|reddit|telegram|whatsapp|threads)$/
// After Google Analytics 4's default channel rules: cpc, cpm, ppc, paid_social, display...
const PAID_MEDIA = /cp|ppc|retargeting|^paid|^(display|banner)$/
const EMAIL = /^e[-_ ]?mail$|newsletter/
const SOCIAL_MEDIA = /^(social|social[-_ ]network|social[-_ ]media|sm)$/

/** The host name, without www., of an address or of a host name given alone. */
const hostOf = (address: string) => referrerHost(address)?.replace(/^www\./, '') ?? ''

/** The http(s) origin of an address, or undefined. */
const httpOrigin = (address: string) => {
  const host = /^https?:\/\//i.test(address) ? referrerHost(address) : undefined
  return host && new URL(address).origin
}

/** The known keys with text values, each through `keep` (dropped when it gives nothing). */
function pick(raw: unknown, keep: (value: string, key: keyof Attribution) => string | undefined): Attribution {
  const result: Attribution = {}
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return result
  for (const key of KEYS) {
    const value = Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined
    const kept = typeof value === 'string' ? keep(value, key) : undefined
    if (kept) result[key] = kept
  }
  return result
}

// A page's path on this site, as the browser gives it: segments of
// unreserved characters, anything else %-escaped (so no space, @ or :),
// never an empty one (`//host` is another site).
const SITE_PATH = /^(?:\/[\w.~%-]+)*\/?$/

/**
 * A page of this site as attribution keeps it: its path, and of its query
 * only the campaign tags and click ids, each as attribution keeps it,
 * written as an address writes them (a space as +, @ as %40); 200
 * characters at most, else the path alone, else nothing. Anything else in
 * the address (other parameters, the fragment) is no one's business.
 */
function sitePage(value: string): string | undefined {
  const [path, query = ''] = value.split('#')[0].split(/\?(.*)/s)
  if (!isSitePath(path) || !SITE_PATH.test(path) || path.length > MAX_VALUE_LENGTH) return undefined
  const campaign = campaignOf(new URLSearchParams(query))
  const kept = String(new URLSearchParams(PARAMETER_KEYS.flatMap(([parameter, key]) => (campaign[key] ? [[parameter, campaign[key] as string]] : []))))
  const page = kept ? `${path}?${kept}` : path
  return page.length <= MAX_VALUE_LENGTH ? page : path
}

/** A value as attribution keeps it under `key`, or undefined; keeping what was kept changes nothing. */
function keep(key: keyof Attribution, value: string, siteOrigin?: string): string | undefined {
  const kept = clean(value)
  if (key === 'referrer') {
    const host = referrerHost(kept)
    return host && !(siteOrigin && hostOf(host) === hostOf(siteOrigin)) ? host : undefined
  }
  if (CAMPAIGN_TAGS.includes(key)) return cleanTag(kept) || undefined
  if (isClickIdKey(key)) return isClickId(key, kept) ? kept : undefined
  return sitePage(kept)
}

/**
 * The browser's share of the work, kept small for the page bundle: known
 * keys with text values; click ids and pages as the server keeps them (a
 * click id too long is dropped, never cut); the rest cut to 200
 * characters, so that what it stores and sends stays far below the
 * function's 10 KB. The server cleans.
 */
export const boundAttribution = (raw: unknown): Attribution =>
  pick(raw, (value, key) => (isClickIdKey(key) || (PAGES as readonly string[]).includes(key) ? keep(key, value) : value.slice(0, MAX_VALUE_LENGTH)))

/**
 * What the server keeps of an attribution a browser sent: known keys with
 * text values only, cleaned; campaign tags as tags (cleanTag, 100
 * characters); click ids only as their platform writes them
 * (CLICK_ID_RULES); pages as paths on this site with their campaign fields
 * (sitePage); the referrer as its host name, a DNS name, of an http(s)
 * address (of another site, when `siteOrigin` is given). So no value holds
 * a space, an @ or a link: attribution is data, never text. Never throws:
 * attribution never makes a lead fail. Cleaning a cleaned attribution
 * changes nothing.
 */
export function cleanAttribution(raw: unknown, siteOrigin?: string): Attribution {
  return pick(raw, (value, key) => keep(key, value, siteOrigin))
}

/**
 * The campaign tags and click ids in a query string, each as attribution
 * keeps it; a click id's name in any letter case (Snapchat's ScCid comes as
 * sccid too).
 */
function campaignOf(search: URLSearchParams): Attribution {
  const found: Attribution = {}
  // A click id's name in another case, the first one given: looked for only when the exact name is missing.
  const anyCase = (name: string) => {
    for (const [given, value] of search) if (given.toLowerCase() === name) return value
    return undefined
  }
  for (const [parameter, key] of PARAMETER_KEYS) {
    const value = search.get(parameter) ?? (isClickIdKey(key) ? anyCase(parameter.toLowerCase()) : undefined)
    const kept = value === null || value === undefined ? undefined : keep(key, value)
    if (kept) found[key] = kept
  }
  return found
}

/** What the first page of a visit knows: its address's tags and the other site that sent the visitor, bounded. */
export function attributionFromVisit({ url, referrer, siteOrigin }: Visit): Attribution {
  try {
    const page = new URL(url, siteOrigin)
    const from = httpOrigin(referrer)
    const otherSite = from && hostOf(from) !== hostOf(siteOrigin) ? from : undefined
    return boundAttribution({ ...campaignOf(page.searchParams), landingPage: page.pathname + page.search, referrer: otherSite })
  } catch {
    return {}
  }
}

/**
 * The attribution of the visit's first page as the form sends it: read from
 * the page kept by attribution-store.ts, at the moment the form is sent.
 */
export function visitAttribution(): Attribution {
  const visit = storedVisit()
  if (typeof visit?.url !== 'string') return {}
  return attributionFromVisit({ url: visit.url, referrer: String(visit.referrer ?? ''), siteOrigin: location.origin })
}

/**
 * What a form posted without JavaScript tells through its Referer: the form
 * page's address with its query, on this site (`strict-origin-when-cross-origin`
 * sends the full address to the same origin). Its campaign tags and click ids
 * are read; a page that carries them is where the visit landed (the site's
 * own links never add them). A Referer from anywhere else tells nothing.
 */
export function attributionFromReferer(referer: string | undefined, siteOrigin: string): Attribution {
  // URL.parse answers null for no address: a post with no Referer (privacy
  // settings, other clients) would otherwise cost a thrown TypeError, ~40 µs
  // of every such lead.
  const page = referer ? URL.parse(referer) : null
  if (!page || !/^https?:$/.test(page.protocol) || hostOf(page.origin) !== hostOf(siteOrigin)) return {}
  const campaign = campaignOf(page.searchParams)
  const path = page.pathname + page.search
  return cleanAttribution({ ...campaign, formPage: path, landingPage: Object.keys(campaign).length ? path : undefined })
}

/**
 * The marketing channel, first match wins: an ad click id (paid, whatever the
 * tags say), then utm_medium (paid, email, social, organic, referral), then
 * utm_source (email, social, a search engine: organic), then the referring
 * site (social, search engine: organic, any other: referral), then any other
 * tag (a tagged link from elsewhere: referral); nothing at all is direct.
 */
export function channelOf(attribution: Attribution): Channel {
  if (CLICK_IDS.some((id) => attribution[id])) return 'paid'
  const medium = attribution.utmMedium?.toLowerCase() ?? ''
  const source = attribution.utmSource?.toLowerCase() ?? ''
  if (PAID_MEDIA.test(medium)) return 'paid'
  if (EMAIL.test(medium) || EMAIL.test(source)) return 'email'
  if (SOCIAL_MEDIA.test(medium) || SOCIAL_SOURCES.test(source) || SOCIAL_HOSTS.test(source)) return 'social'
  if (medium === 'organic' || SEARCH_HOSTS.test(`${source}.com`)) return 'organic'
  if (medium === 'referral') return 'referral'
  const host = attribution.referrer ? hostOf(attribution.referrer) : ''
  if (SOCIAL_HOSTS.test(host)) return 'social'
  if (SEARCH_HOSTS.test(host)) return 'organic'
  return host || medium || source || attribution.utmCampaign ? 'referral' : 'direct'
}
