/**
 * An image resized by sharp at build time (gatsbyImageData), drawn as a
 * plain <picture> with its width and height, so the browser reserves its
 * box before it loads (no layout shift) and no image runtime ships: the
 * same choice as the logo (layout/logo.tsx).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'

type SharpPictureProps = {
  image: IGatsbyImageData
  alt: string
  /** The largest image of the page (an article's cover) loads first; cards load as they scroll in. */
  priority?: boolean
  className?: string
}

// React 18 knows no fetchPriority prop; lower case passes through.
const highPriority: Record<string, string> = { fetchpriority: 'high' }

export default function SharpPicture({ image, alt, priority = false, className }: SharpPictureProps) {
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
        {...(priority ? highPriority : {})}
        css={{ display: 'block', width: '100%', height: 'auto' }}
      />
    </picture>
  )
}

/**
 * A <head> link that fetches the page's largest image (an article's cover)
 * before anything the body asks for: the preload scanner would otherwise
 * reach the header's logo first, and on a phone's connection the cover then
 * waits for a connection of its own (a round trip more) before the page's
 * largest paint. Same URLs and sizes as the <img> SharpPicture draws, so the
 * browser uses what it preloaded.
 */
export function PreloadImage({ image }: { image: IGatsbyImageData }) {
  const fallback = image.images.fallback
  if (!fallback) return null
  return <link rel="preload" as="image" href={fallback.src} imageSrcSet={fallback.srcSet} imageSizes={fallback.sizes} {...highPriority} />
}

/** The image data of a File's childImageSharp, or nothing (no cover, or unit tests). */
export const imageOf = (file: { childImageSharp?: { gatsbyImageData?: unknown } | null } | null | undefined) =>
  (file?.childImageSharp?.gatsbyImageData as IGatsbyImageData | undefined) ?? undefined
