/**
 * Working time, for the first-contact alert (first-contact.ts):
 * LEADS_WORKING_HOURS, "Mon-Fri 09:00-18:00" by default, in a time zone
 * named after it or Asia/Dubai. A lead that arrives on a Friday evening has
 * waited no working minute until Monday morning.
 */
export const DEFAULT_WORKING_HOURS = 'Mon-Fri 09:00-18:00'
export const DEFAULT_TIME_ZONE = 'Asia/Dubai'
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
const DAY_MS = 86_400_000

export type WorkingHours = { days: Set<number>; opensMinute: number; closesMinute: number; timeZone: string }

const minuteOf = (text: string) => {
  const [hours, minutes] = text.split(':').map(Number)
  return hours * 60 + minutes
}

/** The hours as set, or undefined when they cannot be read (the caller then uses the default, and says so). */
export function parseWorkingHours(value: string): WorkingHours | undefined {
  const match = /^\s*(\w{3})(?:-(\w{3}))?\s+(\d{1,2}:\d{2})-(\d{1,2}:\d{2})(?:\s+([\w/+-]+))?\s*$/.exec(value)
  if (!match) return undefined
  const first = DAYS.indexOf(match[1].toLowerCase())
  const last = DAYS.indexOf((match[2] ?? match[1]).toLowerCase())
  const timeZone = match[5] ?? DEFAULT_TIME_ZONE
  try {
    new Intl.DateTimeFormat('en', { timeZone })
  } catch {
    return undefined
  }
  const opensMinute = minuteOf(match[3])
  const closesMinute = minuteOf(match[4])
  if (first < 0 || last < 0 || !(opensMinute < closesMinute) || closesMinute > 24 * 60) return undefined
  const days = new Set<number>()
  for (let day = first; ; day = (day + 1) % 7) {
    days.add(day)
    if (day === last) break
  }
  return { days, opensMinute, closesMinute, timeZone }
}

export function workingHours(env: NodeJS.ProcessEnv, log: (line: string) => void = () => undefined): WorkingHours {
  const set = env.LEADS_WORKING_HOURS
  const parsed = set ? parseWorkingHours(set) : undefined
  if (set && !parsed) log(`first contact: LEADS_WORKING_HOURS "${set}" cannot be read; using "${DEFAULT_WORKING_HOURS}"`)
  return parsed ?? (parseWorkingHours(DEFAULT_WORKING_HOURS) as WorkingHours)
}

/** The zone's offset from UTC at `at`, in ms (local = UTC + offset). */
function offsetMs(timeZone: string, at: number): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' })
      .formatToParts(new Date(at))
      .map(({ type, value }) => [type, Number(value)]),
  )
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - Math.floor(at / 1000) * 1000
}

/** Working milliseconds between `start` and `end` (ms since the epoch). */
export function workingMsBetween(start: number, end: number, hours: WorkingHours): number {
  if (end <= start) return 0
  let total = 0
  // Local midnight of each day from the day before `start` to the day of `end`.
  const firstDay = Math.floor((start + offsetMs(hours.timeZone, start)) / DAY_MS) * DAY_MS - DAY_MS
  for (let localDay = firstDay; localDay <= end + offsetMs(hours.timeZone, end); localDay += DAY_MS) {
    if (!hours.days.has(new Date(localDay).getUTCDay())) continue
    const localOpen = localDay + hours.opensMinute * 60_000
    const localClose = localDay + hours.closesMinute * 60_000
    const open = localOpen - offsetMs(hours.timeZone, localOpen)
    const close = localClose - offsetMs(hours.timeZone, localClose)
    total += Math.max(0, Math.min(close, end) - Math.max(open, start))
  }
  return total
}
