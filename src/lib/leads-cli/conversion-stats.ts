/**
 * The statistics of a landing-page test, in plain functions: a conversion
 * rate's 95% interval (Wilson's score interval, which stays inside 0-100%
 * and is honest for small counts and rates near zero), the two-proportion
 * z-test between a variant and its original (pooled, two-sided), and the
 * visitors each page needs before the test can tell a difference from
 * chance (80% power at 95% confidence).
 */

/** 95% confidence, two-sided. */
export const Z_95 = 1.959964
/** 80% power. */
const Z_POWER = 0.841621

/** The smallest difference a test is sized to find: the variant converting half as well again as the original, or half as well. */
export const DETECTABLE_LIFT = 0.5
/** The original's rate assumed while it has no lead yet (landing pages for ads convert at a few percent). */
export const ASSUMED_RATE = 0.05
/** However high the rates, no page is judged on fewer visitors. */
export const MIN_VISITORS = 100

export type Interval = { low: number; high: number }

/** Wilson's 95% score interval of `successes` out of `trials`. */
export function wilsonInterval(successes: number, trials: number, z = Z_95): Interval {
  if (trials <= 0) return { low: 0, high: 1 }
  const rate = successes / trials
  const z2 = z * z
  const centre = (rate + z2 / (2 * trials)) / (1 + z2 / trials)
  const half = (z * Math.sqrt((rate * (1 - rate)) / trials + z2 / (4 * trials * trials))) / (1 + z2 / trials)
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) }
}

/** The standard normal distribution function (Abramowitz and Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2)
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
  const erf = 1 - poly * Math.exp(-(x * x) / 2)
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

export type ZTest = { z: number; pValue: number }

/** The pooled two-proportion z-test of `a` against `b` (each leads out of visitors), two-sided. */
export function twoProportionTest(a: { leads: number; visitors: number }, b: { leads: number; visitors: number }): ZTest {
  const pooled = (a.leads + b.leads) / (a.visitors + b.visitors)
  const se = Math.sqrt(pooled * (1 - pooled) * (1 / a.visitors + 1 / b.visitors))
  if (!Number.isFinite(se) || se === 0) return { z: 0, pValue: 1 }
  const z = (a.leads / a.visitors - b.leads / b.visitors) / se
  return { z, pValue: Math.min(1, 2 * (1 - normalCdf(Math.abs(z)))) }
}

/** Visitors each page needs to find a DETECTABLE_LIFT change from `baseRate` (95% confidence, 80% power). */
export function requiredVisitors(baseRate: number): number {
  const p1 = baseRate > 0 && baseRate < 1 ? baseRate : ASSUMED_RATE
  const p2 = Math.min(0.99, p1 * (1 + DETECTABLE_LIFT))
  const n = ((Z_95 + Z_POWER) ** 2 * (p1 * (1 - p1) + p2 * (1 - p2))) / (p2 - p1) ** 2
  return Math.max(MIN_VISITORS, Math.ceil(n))
}
