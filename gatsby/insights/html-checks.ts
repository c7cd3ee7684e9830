/**
 * Finds what an HTML text holds beyond an allow-list (html-allow-list.ts),
 * each with its line: an element or attribute not on the list, and the
 * constructs that would run code or pull in other content, named with why
 * (<script>, <iframe>, <object>, <embed>, <form>, <style>, event handlers,
 * javascript: and data: addresses; a style other than the image plugin's).
 * The HTML is read with parse5, as a browser reads it, so `jav&#x09;ascript:`,
 * upper case and stray spaces are seen as the browser would see them. Pure: the build reports what it finds
 * (markdown-html.ts, checks.ts, pages.ts).
 */
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5'
import { IMAGE_SCHEMES, LINK_SCHEMES, URL_ATTRIBUTES, isImagePluginStyle, type StyledElement } from './html-allow-list'

export type HtmlProblem = { line: number; problem: string }

type Element = DefaultTreeAdapterMap['element']
type ParentNode = DefaultTreeAdapterMap['parentNode']

/** Why each of these may never be in a text, whatever the allow-list says. */
const FORBIDDEN_ELEMENTS: Readonly<Record<string, string>> = {
  script: "it runs code in visitors' browsers",
  iframe: 'it shows another site inside the page',
  object: 'it embeds a plug-in or another document',
  embed: 'it embeds a plug-in or another document',
  form: 'it sends what visitors type to an address of its own; the site has its contact form',
  style: 'it restyles the whole page',
}

export const ALLOWED_CONTENT = 'text, headings, lists, links, images, tables, code and quotes'

/** The scheme of an address as a browser reads it (tabs and line breaks taken out, spaces and control characters trimmed), in lower case; none for an address on this site. */
export function schemeOf(address: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- the characters the URL standard strips
  const cleaned = address.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
  return /^([a-z][a-z\d+.-]*):/i.exec(cleaned)?.[1].toLowerCase()
}

const quoted = (value: string) => JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value)

/** Why an address may not be used (`allowed` names the schemes that may), or nothing. */
export function addressProblem(address: string, allowed: readonly string[]): string | undefined {
  const scheme = schemeOf(address)
  if (scheme === undefined || allowed.includes(scheme)) return undefined
  if (scheme === 'javascript' || scheme === 'vbscript') return `${quoted(address)} is a ${scheme}: address, which runs code`
  if (scheme === 'data') return `${quoted(address)} is a data: address, which can hold a whole page or a script; put the file in the site and give its path`
  return `${quoted(address)} is not allowed: an address here is a path on this site or starts with ${allowed.map((name) => `${name}:`).join(', ')}`
}

/** Each address an attribute holds (a srcset holds several, each before its width). */
const addressesIn = (name: string, value: string) => (name === 'srcset' ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '') : [value])

const isElement = (node: DefaultTreeAdapterMap['node']): node is Element => 'tagName' in node

function* elementsOf(parent: ParentNode): Generator<Element> {
  for (const node of parent.childNodes) {
    if (!isElement(node)) continue
    yield node
    yield* elementsOf(node)
    // A <template>'s contents live apart from its children.
    if ('content' in node) yield* elementsOf(node.content as ParentNode)
  }
}

const styledElement = (element: Element): StyledElement => ({
  element: element.tagName,
  className: element.attrs.find((attribute) => attribute.name === 'class')?.value,
  style: element.attrs.find((attribute) => attribute.name === 'style')?.value,
})

/** The elements around `element`, nearest first. */
function ancestorsOf(element: Element): StyledElement[] {
  const ancestors: StyledElement[] = []
  for (let parent = element.parentNode; parent && isElement(parent); parent = parent.parentNode) ancestors.push(styledElement(parent))
  return ancestors
}

/** What `html` holds beyond `allowed` (element -> its attributes), each with its line in `html` (1 is the first). */
export function htmlProblems(html: string, allowed: Readonly<Record<string, readonly string[]>>): HtmlProblem[] {
  const problems: HtmlProblem[] = []
  let lastLine = 1
  for (const element of elementsOf(parseFragment(html, { sourceCodeLocationInfo: true }))) {
    const location = element.sourceCodeLocation
    // Elements the parser implies (a <tbody>) have no place of their own: the last one seen stands in.
    const line = (lastLine = location?.startLine ?? lastLine)
    const tag = `<${element.tagName}>`
    const forbidden = Object.hasOwn(FORBIDDEN_ELEMENTS, element.tagName) ? FORBIDDEN_ELEMENTS[element.tagName] : undefined
    if (forbidden) {
      problems.push({ line, problem: `${tag} is not allowed: ${forbidden}` })
      continue
    }
    if (location && !Object.hasOwn(allowed, element.tagName)) problems.push({ line, problem: `${tag} is not allowed: the HTML of a text may hold only ${ALLOWED_CONTENT}` })
    const attributesAllowed = Object.hasOwn(allowed, element.tagName) ? allowed[element.tagName] : []
    for (const attribute of element.attrs) {
      const name = attribute.prefix ? `${attribute.prefix}:${attribute.name}` : attribute.name
      const at = location?.attrs?.[name]?.startLine ?? line
      const local = attribute.name.toLowerCase()
      if (local.startsWith('on')) {
        problems.push({ line: at, problem: `the ${name} attribute of ${tag} is not allowed: event handlers run code in visitors' browsers` })
        continue
      }
      if ((URL_ATTRIBUTES as readonly string[]).includes(name) || local === 'href') {
        const schemes = ['img', 'source'].includes(element.tagName) ? IMAGE_SCHEMES : LINK_SCHEMES
        const reason = addressesIn(local, attribute.value)
          .map((address) => addressProblem(address, schemes))
          .find(Boolean)
        if (reason) {
          problems.push({ line: at, problem: `the ${name} of ${tag}, ${reason}` })
          continue
        }
      }
      if (!attributesAllowed.includes(name)) problems.push({ line: at, problem: `the ${name} attribute of ${tag} is not allowed in a text's HTML` })
      else if (name === 'style' && !isImagePluginStyle(styledElement(element), ancestorsOf(element))) {
        problems.push({ line: at, problem: `the style ${quoted(attribute.value)} of ${tag} is not allowed: a text takes only the styles gatsby-remark-images writes on its images` })
      }
    }
  }
  return problems
}
