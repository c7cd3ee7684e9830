/**
 * The one way the build fails for content that breaks a rule: every
 * problem at once, one a line, each naming its file, its language, the
 * block and the field (src/lib/content/check.ts `problemText`). A
 * production build stops at its first report, so one report carries them
 * all; `heading` names the rules across files that found them ("Landing
 * pages"), the problems then listed under it.
 */
import type { Reporter } from 'gatsby'
import { problemText, type ContentProblem } from '../../src/lib/content/check'

export function reportProblems(reporter: Pick<Reporter, 'panicOnBuild'>, problems: readonly ContentProblem[], heading?: string) {
  if (problems.length === 0) return
  const lines = problems.map(problemText)
  reporter.panicOnBuild(heading ? `${heading}:\n- ${lines.join('\n- ')}` : lines.join('\n'))
}
