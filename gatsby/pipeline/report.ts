/**
 * How the build fails for a content file that breaks a rule: every problem
 * at once, one a line, each naming the file, its language, the block and
 * the field (src/lib/content/check.ts says them). A production build stops
 * at its first report, so one report carries them all.
 */
import type { Reporter } from 'gatsby'
import { problemText, whereIs, type ContentProblem } from '../../src/lib/content/check'
import type { Locale } from '../../src/lib/i18n/locales'

export function reportProblems(reporter: Pick<Reporter, 'panicOnBuild'>, file: { path: string; locale?: Locale }, problems: readonly (ContentProblem | string)[]) {
  const where = whereIs(file.path, file.locale)
  const lines = problems.map((problem) => (typeof problem === 'string' ? problem : problemText(where, problem)))
  if (lines.length > 0) reporter.panicOnBuild(lines.join('\n'))
}
