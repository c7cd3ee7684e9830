/**
 * The company logo, linking home. Fixed size so it never shifts the layout.
 */
import { Link } from 'gatsby'
import { StaticImage } from 'gatsby-plugin-image'

type LogoProps = { companyName: string }

export default function Logo({ companyName }: LogoProps) {
  return (
    <Link to="/" css={{ display: 'inline-flex', lineHeight: 0 }}>
      {/* StaticImage needs literal sizes; they match the 3:1 source in src/images. */}
      <StaticImage
        src="../images/logo.png"
        alt={companyName}
        layout="fixed"
        width={150}
        height={50}
        loading="eager"
        placeholder="none"
        formats={['auto', 'webp']}
      />
    </Link>
  )
}
