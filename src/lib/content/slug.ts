/**
 * What a slug is: lower-case a-z and 0-9 in words joined by single hyphens.
 * The one pattern of every id an address or an ad carries: an article's and
 * a landing page's file name, a campaign id, a variant's original, a
 * service approach's short name. Each field says in its own words what it
 * names (src/lib/content/model.ts, landing-model.ts); the pattern is this one.
 */
export const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$'

const SLUG = new RegExp(SLUG_PATTERN)

export const isSlug = (value: unknown): value is string => typeof value === 'string' && SLUG.test(value)
