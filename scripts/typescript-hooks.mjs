// Node module hooks that let a plain script import the site's TypeScript in
// src/lib (`register('./typescript-hooks.mjs', import.meta.url)`): `.ts`
// files are compiled one by one with the TypeScript already installed for
// type checking (types removed, nothing checked), and an import without an
// extension finds its `.ts` file, as the bundler and Jest resolve them.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts')
  if (fromTypeScript && specifier.startsWith('.') && !/\.[cm]?[jt]s$|\.json$/.test(specifier)) {
    const url = new URL(`${specifier}.ts`, context.parentURL)
    if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true }
  }
  return nextResolve(specifier, context)
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
  const { outputText } = ts.transpileModule(readFileSync(fileURLToPath(url), 'utf8'), {
    fileName: fileURLToPath(url),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, sourceMap: false },
  })
  return { format: 'module', source: outputText, shortCircuit: true }
}
