/**
 * Stands in for gatsby-plugin-image under Jest: there is no image pipeline,
 * so StaticImage renders the plain <img> a visitor's assistive tech sees.
 */
type StaticImageProps = { src: string; alt: string; width?: number; height?: number }

export function StaticImage({ src, alt, width, height }: StaticImageProps) {
  return <img src={src} alt={alt} width={width} height={height} />
}
