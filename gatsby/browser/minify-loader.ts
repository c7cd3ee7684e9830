/**
 * The inline loader every built page carries
 * (src/components/islands/loader.ts), minified with the options of every
 * browser script (esbuild-options.ts), the address of the islands' script
 * it adds written into its text: it is the same on every page of a build,
 * and the Content-Security-Policy trusts it by that text's hash
 * (../netlify/named-scripts.ts), which so pins the address too.
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

const loaderTexts = new Map<string, string>()

/** The loader's minified text, adding the islands' script at `islandsScript`. */
export function islandsLoader(islandsScript: string): string {
  let text = loaderTexts.get(islandsScript)
  if (text === undefined) {
    const esbuild = createRequire(path.join(process.cwd(), 'package.json'))('esbuild') as typeof Esbuild
    const options = browserBuildOptions('production')
    const { outputFiles } = esbuild.buildSync({
      ...options,
      define: { ...options.define, __ISLANDS_SCRIPT__: JSON.stringify(islandsScript) },
      entryPoints: [path.resolve(LOADER)],
      format: 'iife',
      write: false,
    })
    text = outputFiles[0].text.trim()
    loaderTexts.set(islandsScript, text)
  }
  return text
}
