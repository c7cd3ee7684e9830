/**
 * @jest-environment node
 *
 * Every icon the pages show is a file the build writes from its drawing, at
 * the address the page's CSS asks for.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeIconFiles } from '../../gatsby/browser/icon-files'
import { ICON_PATHS, SOCIAL_NETWORKS } from '../../src/lib/icons/icon-paths'
import { iconUrl } from '../../src/lib/icons/icon-url'

test('each social network and WhatsApp get an SVG file with their drawing, where the pages look for it', () => {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'))
  writeIconFiles({ reporter: { verbose: () => undefined } } as never, staticDir)
  for (const name of [...SOCIAL_NETWORKS, 'WhatsApp']) {
    const svg = fs.readFileSync(path.join(staticDir, iconUrl(name)), 'utf8')
    expect(svg).toContain('viewBox="0 0 24 24"')
    expect(svg).toContain(`d="${ICON_PATHS[name]}"`)
  }
})
