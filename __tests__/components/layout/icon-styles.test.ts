/**
 * @jest-environment node
 *
 * Every icon the pages show has its drawing in the stylesheet the server
 * writes into each page, as an SVG data address under the icon's class, so
 * no icon costs the page a request.
 */
import { iconClass } from '../../../src/components/layout/icon'
import { ICON_CSS } from '../../../src/components/layout/icon-styles'
import { ICON_PATHS, SOCIAL_NETWORKS } from '../../../src/lib/icons/icon-paths'

/** The SVG each class's `--icon` holds, decoded as the browser decodes the data address. */
const drawings = new Map(
  [...ICON_CSS.matchAll(/\.([\w-]+)\{--icon:url\("data:image\/svg\+xml,([^"]*)"\)\}/g)].map(([, name, data]) => [name, decodeURIComponent(data)]),
)

test('each social network and WhatsApp have a class whose icon is their drawing', () => {
  for (const name of [...SOCIAL_NETWORKS, 'WhatsApp']) {
    const svg = drawings.get(iconClass(name))
    expect(svg).toContain("xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'")
    expect(svg).toContain(`d='${ICON_PATHS[name]}'`)
  }
  expect(drawings.size).toBe(Object.keys(ICON_PATHS).length)
})

test('the stylesheet holds nothing a style tag or url() would cut short', () => {
  expect(ICON_CSS).not.toMatch(/<|>|#/)
  for (const svg of drawings.values()) expect(svg).not.toContain('"')
})
