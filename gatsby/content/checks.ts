/**
 * Checks content/site.json against the content model (src/lib/content/model.ts) as
 * its node is created: every required field is there and every value follows
 * its field's rule: an allowed value (the default phone country, a social
 * network), a whole number at or above its minimum (the lead retention
 * period, which deletes leads: 0 would delete them at once), a pattern (https:// addresses, an international WhatsApp number)
 * or a test only code can make (that the number exists). The build fails
 * naming the file and the field, so an editor's typo never reaches visitors.
 * Also that each language's program steps are numbered in the order listed.
 */
import type { CreateNodeArgs } from 'gatsby'
import type { Field, ObjectType } from '../../src/lib/content/fields'
import { SITE_FILE } from '../../src/lib/content/model'

type ContentNode = { internal: { type: string }; parent?: string | null } & Record<string, unknown>

/** Why `value` breaks the field's rule ("must start with https://"), or nothing. */
function ruleProblem(field: Field, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return field.required ? 'is required' : undefined
  const got = ` (got ${JSON.stringify(value)})`
  if (field.kind === 'select' && !field.options.includes(String(value))) return `${field.message}${got}`
  if (field.kind === 'integer' || field.kind === 'number') {
    const whole = field.kind === 'integer'
    if (typeof value !== 'number' || (whole && !Number.isInteger(value))) return `must be ${whole ? 'a whole number' : 'a number'}${got}`
    if (field.minimum !== undefined && value < field.minimum) return `must be ${field.minimum} or more${got}`
  }
  if ((field.kind === 'string' || field.kind === 'text') && field.rule) {
    const { pattern, test, message } = field.rule
    if (typeof value !== 'string' || !new RegExp(pattern, 'u').test(value) || (test && !test(value))) return `${message}${got}`
  }
  return undefined
}

/** Every value in `content` that breaks a rule of `type`, as [field, problem]; lists and groups are walked. */
export function ruleProblems(type: ObjectType, content: Record<string, unknown>, parent = ''): [string, string][] {
  return Object.entries(type.fields).flatMap(([name, field]): [string, string][] => {
    const path = parent ? `${parent}.${name}` : name
    const value = content[name]
    if (field.kind === 'object' && typeof value === 'object' && value !== null) return ruleProblems(field.type, value as Record<string, unknown>, path)
    if (field.kind === 'list' && Array.isArray(value)) {
      return value.flatMap((item, index) => (typeof item === 'object' && item !== null ? ruleProblems(field.type, item, `${path}[${index}]`) : []))
    }
    const problem = ruleProblem(field, value)
    return problem ? [[path, problem]] : []
  })
}

export function checkSiteFacts({ node, getNode, reporter }: CreateNodeArgs) {
  const content = node as unknown as ContentNode
  if (content.internal.type !== SITE_FILE.type.name) return
  const file = (content.parent && (getNode(content.parent) as { relativePath?: string } | undefined)?.relativePath) || `${SITE_FILE.name}.json`
  for (const [field, problem] of ruleProblems(SITE_FILE.type, content)) reporter.panicOnBuild(`content/${file}: "${field}" ${problem}`)
}

/**
 * The program's steps are shown in the order the file lists them, each with
 * its `number` in the circle, so the numbers must run 1, 2, 3... in that
 * order: an editor who moves a step in the CMS is told to renumber, instead
 * of the site showing 1, 3, 2.
 */
export function stepOrderProblems(steps: readonly { number?: unknown }[]): string[] {
  return steps.flatMap((step, index) =>
    step.number === index + 1 ? [] : [`"steps[${index}].number" is ${JSON.stringify(step.number)}, but it is step ${index + 1} in the list: number the steps 1 to ${steps.length} in the order they are listed`],
  )
}

export function checkStepOrder({ node, getNode, reporter }: CreateNodeArgs) {
  const content = node as unknown as ContentNode
  if (content.internal.type !== 'StepsJson' || !Array.isArray(content.steps)) return
  const file = (content.parent && (getNode(content.parent) as { relativePath?: string } | undefined)?.relativePath) || 'steps.json'
  for (const problem of stepOrderProblems(content.steps)) reporter.panicOnBuild(`content/${file}: ${problem}`)
}
