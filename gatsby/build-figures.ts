/**
 * What a build measures of itself, for the build bench
 * (scripts/bench-build.mjs): each figure is written into
 * .cache/build-figures.json by the step it measures, and the bench reads the
 * file once the build has ended. Never parsed from what the build prints:
 * Gatsby's reporter wraps its lines at the terminal's width (80 columns when
 * the output is piped) and colours them when it sees a terminal, so a
 * pattern over the console passes in one terminal and fails in another.
 */
import fs from 'node:fs'
import path from 'node:path'

/** Where the figures are, from the site's folder: Gatsby's cache, which `gatsby clean` empties and a deploy keeps. */
export const BUILD_FIGURES_FILE = path.join('.cache', 'build-figures.json')

/** Each figure the build writes, by name: what it measures and which file writes it. */
export const BUILD_FIGURES = {
  cmsMs: "the step that writes the CMS at /admin/ (gatsby/cms/admin.ts), in milliseconds",
} as const

export type BuildFigure = keyof typeof BUILD_FIGURES

function figuresIn(file: string): Record<string, unknown> {
  if (!fs.existsSync(file)) return {}
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>
}

/** Writes `value` as `name` into the build's figures, beside those other steps wrote. */
export function recordBuildFigure(name: BuildFigure, value: number, file: string = BUILD_FIGURES_FILE): void {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, `${JSON.stringify({ ...figuresIn(file), [name]: value }, null, 2)}\n`)
}

/** Removes the figures an earlier build wrote, so none of them is read as this build's. */
export function forgetBuildFigures(file: string = BUILD_FIGURES_FILE): void {
  fs.rmSync(file, { force: true })
}

/** The figure `name` the last build wrote; throws, saying which figure and which step, when it wrote none. */
export function readBuildFigure(name: BuildFigure, file: string = BUILD_FIGURES_FILE): number {
  const what = `${name} (${BUILD_FIGURES[name]})`
  if (!fs.existsSync(file)) throw new Error(`the build wrote no ${file}, so it measured nothing; ${what} is missing: did the build reach that step?`)
  let figures: Record<string, unknown>
  try {
    figures = figuresIn(file)
  } catch (error) {
    throw new Error(`${file} is not JSON (${error instanceof Error ? error.message : String(error)}); ${what} cannot be read`)
  }
  const value = figures[name]
  if (value === undefined) throw new Error(`${file} has no ${what}: the step did not run, or no longer records its figure`)
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) throw new Error(`${file} holds ${JSON.stringify(value)} as ${what}, not a number of milliseconds`)
  return value
}
