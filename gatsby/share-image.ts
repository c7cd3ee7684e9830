/**
 * Draws the social share image (Open Graph / Twitter card) with sharp from
 * the brand: the logo from src/images, the company tagline from
 * content/site.json and the colours from src/theme/tokens.ts, so it never
 * goes stale when any of them changes.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import sharp from 'sharp'
import { SHARE_IMAGE } from '../src/lib/share-image'
import { colors } from '../src/theme/tokens'

type SiteFacts = { companyName: string; tagline: string }

const LOGO = path.join(process.cwd(), 'src', 'images', 'logo.png')
const MARGIN = 80
const TAGLINE_SIZE = 60
// DejaVu Sans Bold averages ~0.6 em per character; wrap to fit the width.
const CHARS_PER_LINE = Math.floor((SHARE_IMAGE.width - 2 * MARGIN) / (TAGLINE_SIZE * 0.6))

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`)

export function wrapWords(text: string, width: number): string[] {
  return text.split(/\s+/).reduce<string[]>((lines, word) => {
    const last = lines[lines.length - 1]
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
    return lines
  }, [])
}

/** The background, tagline and accent rule as SVG; the logo is laid over it. */
export function shareImageSvg({ tagline }: SiteFacts): string {
  const { width, height } = SHARE_IMAGE
  const lines = wrapWords(tagline, CHARS_PER_LINE)
  const lineHeight = TAGLINE_SIZE * 1.2
  const firstBaseline = height - MARGIN - 24 - (lines.length - 1) * lineHeight
  const text = lines
    .map((line, index) => `<tspan x="${MARGIN}" y="${firstBaseline + index * lineHeight}">${escapeXml(line)}</tspan>`)
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="${colors.ink}"/>
  <rect y="${height - 24}" width="${width}" height="24" fill="${colors.accent}"/>
  <text font-family="DejaVu Sans, Arial, sans-serif" font-size="${TAGLINE_SIZE}" font-weight="700" fill="${colors.onInk}">${text}</text>
</svg>`
}

export async function renderShareImage(site: SiteFacts, target: string): Promise<void> {
  const logo = await sharp(LOGO).toBuffer()
  await sharp(Buffer.from(shareImageSvg(site)))
    .composite([{ input: logo, top: MARGIN - 20, left: MARGIN - 10 }])
    .png({ compressionLevel: 9 })
    .toFile(target)
}

export const onPostBootstrap: GatsbyNode['onPostBootstrap'] = async ({ getNodesByType, reporter }) => {
  const [site] = getNodesByType('SiteJson') as unknown as SiteFacts[]
  if (!site) {
    reporter.panicOnBuild('share image: content/site.json is missing')
    return
  }
  const target = path.join(process.cwd(), 'public', SHARE_IMAGE.path)
  fs.mkdirSync(path.dirname(target), { recursive: true })
  await renderShareImage(site, target)
  reporter.verbose(`Wrote ${SHARE_IMAGE.path}`)
}
