/**
 * What one ad platform is, as the site needs to know it: the one shape each
 * platform's folder exports (google/platform.ts, meta/platform.ts,
 * snapchat/platform.ts) and platforms.ts lists. Plain data, read by the
 * browser's consent box as much as by the functions: the platform's sender,
 * which needs Node, lives beside it (<platform>/sender.ts) and is named in
 * senders.ts.
 */
import type { CLICK_IDS } from '../attribution/attribution'

/** A click id as attribution keeps it (src/lib/attribution/attribution.ts is the one list). */
export type ClickId = (typeof CLICK_IDS)[number]

/** A setting of the platform; docs/deploy.md says where the owner finds each in the platform's own interface (the contract test holds it to this list). */
export type PlatformSetting = { name: string; required: boolean }

export type PlatformDefinition<Id extends string = string> = {
  id: Id
  /** How the owners' alerts, `leads status`, the report and the docs name it; the visitors' copy names it in content/<lang>/form.json. */
  name: string
  settings: readonly PlatformSetting[]
  /** The click ids its ads add to the landing address, first the one it prefers. */
  clickIds: readonly ClickId[]
  /** utm_source values of its paid links, lower-cased. */
  utmSources: RegExp
  /**
   * Whether its click id comes on links that are not ads too (Facebook and
   * Instagram add fbclid to every link they open): then a link tagged with
   * a medium that is not paid was not an ad's.
   */
  clickIdOnEveryLink: boolean
  /** How old an event it still takes, in days. */
  windowDays: number
  /** Whether it matches an event with the visitor's address and browser, kept until it has the lead. */
  usesVisitor: boolean
  /** A problem with settings that are all set (every send would be refused), or undefined. */
  settingsProblem?: (env: NodeJS.ProcessEnv) => string | undefined
}
