/**
 * The contact e-mail address as a mailto: link. The address is marked left
 * to right: in an Arabic sentence its dots and @ would otherwise be placed
 * by the right-to-left rules and the address would read scrambled.
 */
type EmailLinkProps = { address: string; className?: string }

export default function EmailLink({ address, className }: EmailLinkProps) {
  return (
    <a href={`mailto:${address}`} className={className}>
      <span dir="ltr">{address}</span>
    </a>
  )
}
