/**
 * The site's own code (src/, gatsby/, netlify/, scripts/ and the Gatsby
 * files at the root; not the tests) parsed by TypeScript, so a check can
 * read the strings a file's code holds apart from its comments, and the
 * comments apart from its code: a colour in a comment is no colour, and a
 * file named in a string is no reference for a reader.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export const ROOT = path.resolve(__dirname, '../..')

const FOLDERS = ['src', 'gatsby', 'netlify', 'scripts']
const ROOT_FILES = ['gatsby-config.ts', 'gatsby-node.ts', 'gatsby-ssr.tsx']
const CODE = /\.(tsx?|mts|mjs|js)$/

/** Every code file under `folder` (relative to the root), at any depth. */
export function filesUnder(folder: string): string[] {
  return fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`
    if (entry.isDirectory()) return filesUnder(relative)
    return CODE.test(entry.name) ? [relative] : []
  })
}

/** Every code file of the site, relative to the root, with forward slashes. */
export const codeFiles = (): string[] => [...FOLDERS.flatMap(filesUnder), ...ROOT_FILES]

/** A piece of a file's text and the line it starts on (from 1). */
export type Piece = { text: string; line: number }

const kinds: Record<string, ts.ScriptKind> = { '.tsx': ts.ScriptKind.TSX, '.ts': ts.ScriptKind.TS, '.mts': ts.ScriptKind.TS }

function parse(file: string, text: string) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kinds[path.extname(file)] ?? ts.ScriptKind.JS)
}

const lineOf = (source: ts.SourceFile, position: number) => source.getLineAndCharacterOfPosition(position).line + 1

const parsedTokens = new Map<string, { source: ts.SourceFile; tokens: ts.Node[] }>()

/** A file's tree and tokens; a file read from disk is parsed once per test file. */
function tokenized(file: string, text: string | undefined) {
  const known = text === undefined ? parsedTokens.get(file) : undefined
  if (known) return known
  const source = parse(file, text ?? fs.readFileSync(path.join(ROOT, file), 'utf8'))
  const parsed = { source, tokens: tokensOf(source, source) }
  if (text === undefined) parsedTokens.set(file, parsed)
  return parsed
}

/** Every token of the tree, in order (comments sit in the trivia before a token). */
function tokensOf(node: ts.Node, source: ts.SourceFile, into: ts.Node[] = []): ts.Node[] {
  const children = node.getChildren(source)
  if (children.length === 0) into.push(node)
  for (const child of children) tokensOf(child, source, into)
  return into
}

const STRING_KINDS = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
])

/** The strings in a file's code: literals, the fixed parts of templates, and text between JSX tags. */
export function stringsOf(file: string, text?: string): Piece[] {
  const { source, tokens } = tokenized(file, text)
  return tokens
    .filter((token) => STRING_KINDS.has(token.kind))
    .map((token) => ({ text: token.getText(source), line: lineOf(source, token.getStart(source)) }))
}

/** The comments in a file, each once. */
export function commentsOf(file: string, text?: string): Piece[] {
  const { source, tokens } = tokenized(file, text)
  const ranges = new Map<number, ts.CommentRange>()
  for (const token of tokens) {
    for (const range of ts.getLeadingCommentRanges(source.text, token.pos) ?? []) ranges.set(range.pos, range)
  }
  return [...ranges.values()].sort((a, b) => a.pos - b.pos).map((range) => ({ text: source.text.slice(range.pos, range.end), line: lineOf(source, range.pos) }))
}
