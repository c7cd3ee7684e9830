/**
 * The environment of the running process. Gatsby's function bundler replaces
 * `process.env` with the values present at build time (and a bare
 * `process.env` with an empty object), so code that must see the deployed
 * function's variables, such as lead delivery targets and secrets, reads
 * them through `globalThis` instead.
 */
export const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process?.env ?? {}
