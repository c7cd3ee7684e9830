/**
 * Where each language's social share image lives and its size, shared by the
 * build step that draws it (gatsby/seo/draw-share-images.ts) and the head
 * tags that point to it (src/components/head/site-head.tsx).
 */
import { articlePath } from '../insights/insights'
import { localizedPath, type Locale } from '../i18n/locales'

export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const

/** /share-image.png for English, /ar/share-image.png for Arabic. */
export const shareImagePath = (locale: Locale) => localizedPath(SHARE_IMAGE.path, locale)

/** An article's share image, drawn from its title: /insights/<slug>/share-image.png (under /ar/ for Arabic). */
export const articleShareImagePath = (slug: string, locale: Locale) => localizedPath(`${articlePath(slug)}share-image.png`, locale)
