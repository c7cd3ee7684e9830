/**
 * Draws each language's social share image (Open Graph / Twitter card) with
 * sharp from the brand: the logo from src/images, the language's tagline
 * from content/<lang>/layout.json and the colours from src/theme/tokens.ts,
 * so it never goes stale when any of them changes. Arabic is drawn right to
 * left (the SVG renderer shapes and orders it), aligned to the right edge
 * with the logo on the right, as the Arabic pages mirror the English ones.
 * Each Insights article gets its own, drawn the same way from its title in
 * its language and direction.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { ParentSpanPluginArgs } from 'gatsby'
import sharp from 'sharp'
import { publishedArticles } from '../insights/nodes'
import { LOCALE_CODES, LOCALES, type Direction } from '../../src/lib/i18n/locales'
import { SHARE_IMAGE, articleShareImagePath, shareImagePath } from '../../src/lib/head/share-image'
import { escapeXml } from '../../src/lib/i18n/text'
import { colors } from '../../src/theme/tokens'

type ShareCopy = { tagline: string; dir: Direction }

const LOGO = path.join(process.cwd(), 'src', 'images', 'logo.png')
const MARGIN = 80
const TAGLINE_SIZE = 60
// DejaVu Sans Bold averages ~0.6 em per character; wrap to fit the width.
const charsPerLine = (size: number) => Math.floor((SHARE_IMAGE.width - 2 * MARGIN) / (size * 0.6))
// A long article title is set smaller, so it stays under the logo.
const MAX_LINES = 4
const textSize = (text: string) => (wrapWords(text, charsPerLine(TAGLINE_SIZE)).length <= MAX_LINES ? TAGLINE_SIZE : 44)

export function wrapWords(text: string, width: number): string[] {
  return text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])
}

/** The background, tagline and accent rule as SVG; the logo is laid over it. */
export function shareImageSvg({ tagline, dir }: ShareCopy): string {
  const { width, height } = SHARE_IMAGE
  const size = textSize(tagline)
  const lines = wrapWords(tagline, charsPerLine(size))
  const lineHeight = size * 1.2
  const firstBaseline = height - MARGIN - 24 - (lines.length - 1) * lineHeight
  // Lines start at the reading side: the left edge, or the right in Arabic.
  const x = dir === 'rtl' ? width - MARGIN : MARGIN
  const text = lines
    .map((line, index) => `<tspan x="${x}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  // The renderer orders and shapes Arabic by itself; anchoring each line's
  // end at x puts its right edge there.
  const direction = dir === 'rtl' ? ' text-anchor="end"' : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${colors.ink}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${colors.accent}"/>
  <text font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${colors.onInk}"${direction}>${text}</text>
</svg>`
}

export async function renderShareImage(copy: ShareCopy, target: string): Promise<void> {
  const logo = sharp(LOGO)
  const { width: logoWidth = 0 } = await logo.metadata()
  const left = copy.dir === 'rtl' ? SHARE_IMAGE.width - MARGIN + 10 - logoWidth : MARGIN - 10
  await sharp(Buffer.from(shareImageSvg(copy)))
    .composite([{ input: await logo.toBuffer(), top: MARGIN - 20, left }])
    .png({ compressionLevel: 9 })
    .toFile(target)
}

type LayoutNode = { tagline: string; fields?: { locale?: string } }

async function writeShareImage(copy: ShareCopy, publicPath: string) {
  const target = path.join(process.cwd(), 'public', publicPath)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  await renderShareImage(copy, target)
}

/** Each language's share image, and each published article's. */
export async function writeShareImages({ getNodesByType, getNode, reporter }: Pick<ParentSpanPluginArgs, 'getNodesByType' | 'getNode' | 'reporter'>) {
  const layouts = getNodesByType('LayoutJson') as unknown as LayoutNode[]
  for (const locale of LOCALE_CODES) {
    const layout = layouts.find((node) => node.fields?.locale === locale)
    if (!layout) {
      reporter.panicOnBuild(`share image: content/${locale}/layout.json is missing`)
      continue
    }
    await writeShareImage({ tagline: layout.tagline, dir: LOCALES[locale].dir }, shareImagePath(locale))
    reporter.verbose(`Wrote ${shareImagePath(locale)}`)
  }
  for (const { language, slug, values } of publishedArticles({ getNodesByType, getNode })) {
    if (!values.title) continue
    await writeShareImage({ tagline: values.title, dir: LOCALES[language].dir }, articleShareImagePath(slug, language))
  }
}
