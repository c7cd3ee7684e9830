/**
 * The company logo, linking to the home page in the page's language. Fixed size (width and height attributes)
 * so it never shifts the layout, and never shrunk by the row it sits in: in a
 * full header, flex would take the page links' room from it and squeeze it.
 *
 * The image is resized by sharp at build time (gatsbyImageData in
 * use-logo.ts) but rendered as a plain <picture>: GatsbyImage would
 * add its runtime and react-dom/server to every page, hide the image until a
 * script runs and write attributes the HTML standard does not allow.
 */
import { useLogo } from './use-logo'
import LocalizedLink from '../i18n/localized-link'

type LogoProps = { companyName: string }

// The logo is never the largest thing on screen: let the page's text and
// scripts go first. (React 18 knows no fetchPriority prop; lower case passes through.)
const lowPriority: Record<string, string> = { fetchpriority: 'low' }

export default function Logo({ companyName }: LogoProps) {
  const { image } = useLogo()
  const fallback = image?.images.fallback
  return (
    <LocalizedLink to="/" css={{ display: 'inline-flex', flexShrink: 0, lineHeight: 0 }}>
      {image && fallback ? (
        <picture>
          {image.images.sources?.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
          ))}
          <img
            src={fallback.src}
            srcSet={fallback.srcSet}
            sizes={fallback.sizes}
            width={image.width}
            height={image.height}
            alt={companyName}
            decoding="async"
            {...lowPriority}
          />
        </picture>
      ) : (
        // Without the image (in unit tests, say) the name still says where the link goes.
        <span css={{ fontWeight: 700, lineHeight: 1.2 }}>{companyName}</span>
      )}
    </LocalizedLink>
  )
}
