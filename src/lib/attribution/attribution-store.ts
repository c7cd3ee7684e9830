/**
 * Keeps the address and referrer of a visit's first page for the rest of
 * the visit, in the browser only: sessionStorage (one tab, gone when it
 * closes), no cookie, and nothing leaves the browser until the form is sent.
 * Only the raw page is kept here, so what every page runs at start-up stays
 * a few lines; reading campaign tags from it (attribution.ts) waits until
 * the form is sent.
 * Storage may be missing or refuse to work (private windows, blocked site
 * data, a full quota): then the page is kept in memory, which lasts as long
 * as the page's scripts, client-side navigations included.
 */
export const VISIT_KEY = 'northwind:visit'

/** The visit's first page, as it is kept: what attribution.ts reads the visit's attribution from. */
export type Visit = {
  /** The page's full address (location.href). */
  url: string
  /** document.referrer: empty, or the address of the page that linked here. */
  referrer: string
  /** This site's origin (location.origin), so that its own pages are not counted as referrers. */
  siteOrigin: string
}

let inMemory: Visit | undefined

// Each access on its own: reading sessionStorage can throw as much as writing it.
const read = (): string | null => {
  try {
    return window.sessionStorage.getItem(VISIT_KEY)
  } catch {
    return null
  }
}

const write = (value: string) => {
  try {
    window.sessionStorage.setItem(VISIT_KEY, value)
  } catch {
    // Refused (private window, blocked site data, full quota): the memory copy stands.
  }
}

const thisPage = (): Visit => ({ url: location.href, referrer: document.referrer, siteOrigin: location.origin })

/**
 * Records the current page as the visit's first, unless the visit already
 * has one: call it on every page load, only the first call of a visit writes.
 */
export function rememberVisit(visit: () => Visit = thisPage): void {
  if (inMemory || read()) return
  try {
    inMemory = visit()
  } catch {
    return // no page to read (server rendering)
  }
  write(JSON.stringify(inMemory))
}

/** The visit's first page, if one was remembered (storage is anyone's to edit: attribution.ts bounds what it reads). */
export function storedVisit(): Partial<Visit> | undefined {
  try {
    const stored = read()
    return stored ? (JSON.parse(stored) as Partial<Visit>) : inMemory
  } catch {
    return inMemory
  }
}
