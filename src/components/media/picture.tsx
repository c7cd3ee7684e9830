/**
 * An image resized by sharp at build time (gatsbyImageData), drawn as a
 * plain <picture> with its width and height, so the browser reserves its
 * box before it loads (no layout shift) and no image runtime ships:
 * GatsbyImage would add its runtime and react-dom/server to every page, hide
 * the image until a script runs and write attributes the HTML standard does
 * not allow. Articles' covers and cards, landing pages' heroes and the logo
 * all draw their images with it.
 */
import type { CSSObject } from '@emotion/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

type SharpPictureProps = {
  image: IGatsbyImageData
  alt: string
  /**
   * How soon the browser fetches it. `high`: the page's largest image (an
   * article's cover, a landing hero), at once and before anything else.
   * `low`: in view when the page opens but never the largest thing there
   * (the logo), at once but after the page's text and scripts. Unset: as it
   * scrolls into view (cards).
   */
  priority?: 'high' | 'low'
  className?: string
}

// React 18 knows no fetchPriority prop; lower case passes through.
const fetchPriority = (priority: 'high' | 'low'): Record<string, string> => ({ fetchpriority: priority })

// `eager` is the browser's default: only the cover and the hero say so.
const LOADING = { high: 'eager', low: undefined, none: 'lazy' } as const

/** A fixed image keeps its own size (the logo); the others fill their box's width, in proportion. */
const fillsItsBox: CSSObject = { display: 'block', width: '100%', height: 'auto' }

export default function SharpPicture({ image, alt, priority, className }: SharpPictureProps) {
  const fallback = image.images.fallback
  return (
    <picture className={className}>
      {image.images.sources?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />)}
      <img
        src={fallback?.src}
        srcSet={fallback?.srcSet}
        sizes={fallback?.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
        decoding="async"
        loading={LOADING[priority ?? 'none']}
        {...(priority ? fetchPriority(priority) : {})}
        {...(image.layout === 'fixed' ? {} : { css: fillsItsBox })}
      />
    </picture>
  )
}

/**
 * A <head> link that fetches the page's largest image (an article's cover,
 * an Insights list's first card's) before anything the body asks for: the
 * preload scanner would otherwise reach the header's logo first, and on a
 * phone's connection the cover then waits for a connection of its own (a
 * round trip more) before the page's largest paint. Same URLs and sizes as
 * the <img> SharpPicture draws, so the browser uses what it preloaded.
 */
export function PreloadImage({ image }: { image: IGatsbyImageData }) {
  const fallback = image.images.fallback
  if (!fallback) return null
  return <link rel="preload" as="image" href={fallback.src} imageSrcSet={fallback.srcSet} imageSizes={fallback.sizes} {...fetchPriority('high')} />
}

/** The image data of a File's childImageSharp, or nothing (no cover, or unit tests). */
export const imageOf = (file: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null | undefined) =>
  (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? undefined
