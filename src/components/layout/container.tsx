/**
 * Centres content at the site's reading width with side padding; pass
 * `className` (or the css prop) to extend it.
 */
import type { ReactNode } from 'react'
import { layout, space } from '../../theme/tokens'

type ContainerProps = { children: ReactNode; className?: string }

const containerStyle = {
  width: '100%',
  maxWidth: layout.maxWidth,
  marginInline: 'auto',
  paddingInline: space.md,
} as const

export default function Container({ children, className }: ContainerProps) {
  return (
    <div css={containerStyle} className={className}>
      {children}
    </div>
  )
}
