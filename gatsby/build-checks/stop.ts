/** The one way a build check fails the build: every problem at once, one a line, under what was checked. */
import type { Reporter } from 'gatsby'

export function stopOnProblems(reporter: Pick<Reporter, 'panicOnBuild'>, heading: string, problems: readonly string[]) {
  if (problems.length > 0) reporter.panicOnBuild(`${heading}:\n- ${problems.join('\n- ')}`)
}
