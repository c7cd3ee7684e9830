/**
 * The company logo, linking to the home page in the page's language. Fixed size (width and height attributes)
 * so it never shifts the layout, and never shrunk by the row it sits in: in a
 * full header, flex would take the page links' room from it and squeeze it.
 *
 * The image is resized by sharp at build time (use-logo.ts) and drawn by
 * media/picture.tsx, at low priority: the logo is never the largest thing
 * on screen, so the page's text and scripts go first.
 */
import { useLogo } from './use-logo'
import LocalizedLink from '../i18n/localized-link'
import SharpPicture from '../media/picture'

type LogoProps = { companyName: string }

export default function Logo({ companyName }: LogoProps) {
  const { image } = useLogo()
  return (
    <LocalizedLink to="/" css={{ display: 'inline-flex', flexShrink: 0, lineHeight: 0 }}>
      {image ? (
        <SharpPicture image={image} alt={companyName} priority="low" />
      ) : (
        // Without the image (in unit tests, say) the name still says where the link goes.
        <span css={{ fontWeight: 700, lineHeight: 1.2 }}>{companyName}</span>
      )}
    </LocalizedLink>
  )
}
