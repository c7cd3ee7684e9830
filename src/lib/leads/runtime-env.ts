/**
 * The environment of the running process. Gatsby's function bundler (under
 * `gatsby develop` and `gatsby serve`, src/api/contact.ts) replaces
 * `process.env` with the values present at build time (and a bare
 * `process.env` with an empty object), so code that must see the running
 * server's variables, such as lead delivery targets and secrets, reads them
 * through `globalThis` instead. (Netlify's esbuild bundle of the modern
 * function replaces nothing; it reads the same way.)
 */
export const runtimeEnv = (): NodeJS.ProcessEnv => globalThis.process?.env ?? {}
