/**
 * An image resized by sharp at build time (gatsbyImageData), drawn as a
 * plain <picture> with its width and height, so the browser reserves its
 * box before it loads (no layout shift) and no image runtime ships:
 * GatsbyImage would add its runtime and react-dom/server to every page, hide
 * the image until a script runs and write attributes the HTML standard does
 * not allow. Articles' covers and cards and landing pages' heroes all draw
 * their images with it.
 */
import type { CSSObject } from '@emotion/react'
import type { IGatsbyImageData } from 'gatsby-plugin-image'

type SharpPictureProps = {
  image: IGatsbyImageData
  alt: string
  /**
   * `high`: the page's largest image (an article's cover, a landing hero),
   * fetched at once and before anything else. Unset: as it scrolls into
   * view (cards).
   */
  priority?: 'high'
  className?: string
}

// React 18 knows no fetchPriority prop; lower case passes through.
const FETCH_FIRST: Record<string, string> = { fetchpriority: 'high' }

/** Every image fills its box's width, in proportion. */
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
        loading={priority ? 'eager' : 'lazy'}
        {...(priority ? FETCH_FIRST : {})}
        css={fillsItsBox}
      />
    </picture>
  )
}

/**
 * A <head> link that fetches the page's largest image (an article's cover,
 * an Insights list's first card's) before anything the body asks for: on a
 * phone's connection, what is asked for first comes first. Same URLs and sizes as
 * the <img> SharpPicture draws, so the browser uses what it preloaded.
 */
export function PreloadImage({ image }: { image: IGatsbyImageData }) {
  const fallback = image.images.fallback
  if (!fallback) return null
  return <link rel="preload" as="image" href={fallback.src} imageSrcSet={fallback.srcSet} imageSizes={fallback.sizes} {...FETCH_FIRST} />
}

/** The image data of a File's childImageSharp, or nothing (no cover, or unit tests). */
export const imageOf = (file: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null | undefined) =>
  (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? undefined
