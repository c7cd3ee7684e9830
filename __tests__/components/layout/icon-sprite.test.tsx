/**
 * Every icon the pages show is drawn once, in the sprite the server writes
 * into each page, and each icon points at its drawing: no icon costs the
 * page a request, and no drawing travels in the page's JavaScript.
 */
import { render } from '@testing-library/react'
import Icon from '../../../src/components/layout/icon'
import IconSprite from '../../../src/components/layout/icon-sprite'
import { ICON_PATHS, SOCIAL_NETWORKS } from '../../../src/lib/icons/icon-paths'

const ICON_NAMES = [...SOCIAL_NETWORKS, 'WhatsApp']

test("each social network's icon and WhatsApp's point at their own drawing in the sprite", () => {
  const { container } = render(
    <>
      <IconSprite />
      {ICON_NAMES.map((name) => (
        <Icon key={name} name={name} />
      ))}
    </>,
  )
  const icons = [...container.querySelectorAll('svg[aria-hidden="true"] > use')]
  expect(icons).toHaveLength(ICON_NAMES.length)
  icons.forEach((use, index) => {
    const drawing = container.querySelector(use.getAttribute('href') ?? 'no href')
    expect(drawing?.tagName).toBe('symbol')
    expect(drawing).toHaveAttribute('viewBox', '0 0 24 24')
    expect(drawing?.querySelector('path')).toHaveAttribute('d', ICON_PATHS[ICON_NAMES[index]])
  })
})

test('the sprite holds every drawing once and is never shown itself', () => {
  const { container } = render(<IconSprite />)
  const sprite = container.querySelector('svg')
  expect(sprite).toHaveAttribute('display', 'none')
  expect(sprite?.querySelectorAll('symbol')).toHaveLength(Object.keys(ICON_PATHS).length)
})

test('an icon is decorative and takes the colour of the text around it', () => {
  const { container } = render(<Icon name="WhatsApp" size={24} />)
  const icon = container.querySelector('svg')
  expect(icon).toHaveAttribute('aria-hidden', 'true')
  expect(icon).toHaveAttribute('fill', 'currentColor')
  expect(icon).toHaveAttribute('width', '24')
})
