// Node module hooks that let a plain script import the site's TypeScript in
// src/lib (`register('./typescript-hooks.mjs', import.meta.url)`): `.ts` and
// `.mts` files are compiled one by one with the TypeScript already installed
// for type checking (types removed, nothing checked), an import without an
// extension finds its `.ts` file, as the bundler and Jest resolve them, and a
// JSON file imported from TypeScript is its parsed value, as bundlers give it.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const TYPESCRIPT = /\.m?ts$/

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = TYPESCRIPT.test(context.parentURL ?? '')
  if (fromTypeScript && specifier.startsWith('.') && !/\.[cm]?[jt]s$|\.json$/.test(specifier)) {
    const url = new URL(`${specifier}.ts`, context.parentURL)
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.json') && !context.importAttributes?.type) {
    return { format: 'module', source: `export default ${readFileSync(fileURLToPath(url), 'utf8')}`, shortCircuit: true }
  }
  if (!url.startsWith('file:') || !TYPESCRIPT.test(url)) return nextLoad(url, context)
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
  })
  return { format: 'module', source: outputText, shortCircuit: true }
}
