/**
 * The inline loader every built page carries
 * (src/components/islands/loader.ts), minified with the options of every
 * browser script (esbuild-options.ts). Its text names no build's files (the
 * script it adds is named in its tag's attribute, paint-first.ts), so it is
 * the same on every page and in every build of its source, and the
 * Content-Security-Policy trusts it by that text's hash
 * (../netlify/named-scripts.ts).
 *
 * esbuild is required when the text is first asked for, not on import: the
 * site's configuration imports this (through the Netlify adapter), and so
 * do the unit tests, whose DOM environment esbuild refuses to start in.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import type * as Esbuild from 'esbuild'
import { browserBuildOptions } from './esbuild-options'

const LOADER = 'src/components/islands/loader.ts'

let loaderText: string | undefined

/** The loader's minified text. */
export function islandsLoader(): string {
  if (loaderText === undefined) {
    const esbuild = createRequire(path.join(process.cwd(), 'package.json'))('esbuild') as typeof Esbuild
    const { outputFiles } = esbuild.buildSync({ ...browserBuildOptions('production'), entryPoints: [path.resolve(LOADER)], format: 'iife', write: false })
    loaderText = outputFiles[0].text.trim()
  }
  return loaderText
}
