/**
 * Hashes the inline scripts of the built pages for the
 * Content-Security-Policy's script-src, after checking each is one the site
 * names (named-scripts.ts: the paint-first loader). Their contents, and so
 * their hashes, change with every build, so this runs on the built HTML
 * (see adapter.ts). Pages are read with
 * parse5, as a browser reads them: a script is what the browser would run.
 */
import { TEAM_PATHS } from '../../src/lib/team/inbox-address'
import { builtTeamScript } from '../browser/team-script'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { parse, type DefaultTreeAdapterMap } from 'parse5'
import { findHtmlFiles, pageAddress } from './built-pages'
import { namedScript } from './named-scripts'
import { builtIslandsScript } from '../browser/islands-script'

type Node = DefaultTreeAdapterMap['childNode']

// Data blocks are never executed, so CSP does not apply to them; the site's are JSON-LD.
const DATA_TYPES = /^application\/(ld\+)?json$/i

function* scriptsOf(nodes: readonly Node[]): Generator<DefaultTreeAdapterMap['element']> {
  for (const node of nodes) {
    if (!('tagName' in node)) continue
    if (node.tagName === 'script') yield node
    yield* scriptsOf(node.childNodes)
    if ('content' in node) yield* scriptsOf((node.content as DefaultTreeAdapterMap['documentFragment']).childNodes)
  }
}

type PageScripts = { code: string[]; data: string[] }

/** The text of each inline script in `html` a browser would run, and of each data block. */
export function inlineScripts(html: string): PageScripts {
  const found: PageScripts = { code: [], data: [] }
  for (const script of scriptsOf(parse(html).childNodes)) {
    const attribute = (name: string) => script.attrs.find((attr) => attr.name === name)?.value
    if (attribute('src') !== undefined) continue
    const text = script.childNodes.map((node) => ('value' in node ? node.value : '')).join('')
    found[DATA_TYPES.test(attribute('type')?.trim() ?? '') ? 'data' : 'code'].push(text)
  }
  return found
}

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The CSP source (`'sha256-…'`) of every executable inline script in `html`. */
export const inlineScriptHashes = (html: string): string[] => inlineScripts(html).code.map(hashOf)

const excerpt = (text: string) => JSON.stringify(text.length > 80 ? `${text.slice(0, 77)}...` : text)

/**
 * Every inline script hash across the built pages, sorted, without repeats;
 * and what may not be trusted, naming the page: an inline script no entry
 * of named-scripts.ts recognises (a loader adding any script but the
 * build's own `islandsScript` among them), a data block that is not JSON.
 */
export function siteScriptHashes(publicDir: string, islandsScript = builtIslandsScript(publicDir)): { hashes: string[]; pages: number; problems: string[] } {
  const pages = findHtmlFiles(publicDir)
  const hashes = new Set<string>()
  const problems: string[] = []
  // The team's inbox pages start the team's own script (../browser/build-team.ts).
  const teamScript = builtTeamScript(publicDir)
  const teamPages = new Set<string>(Object.values(TEAM_PATHS))
  for (const file of pages) {
    const address = pageAddress(publicDir, file)
    const { code, data } = inlineScripts(fs.readFileSync(file, 'utf8'))
    const started = teamScript && teamPages.has(address) ? teamScript : islandsScript
    for (const text of code) {
      if (namedScript(text, { pagePath: address, islandsScript: started })) hashes.add(hashOf(text))
      else problems.push(`${address} (${file}): an inline script nobody named in gatsby/netlify/named-scripts.ts, ${excerpt(text)}`)
    }
    for (const text of data) {
      try {
        JSON.parse(text)
      } catch {
        problems.push(`${address} (${file}): a JSON data block that is not JSON, ${excerpt(text)}`)
      }
    }
  }
  return { hashes: [...hashes].sort(), pages: pages.length, problems }
}
