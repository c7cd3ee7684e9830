// The campaign landing pages the build made (/lp/<slug>/ and /ar/lp/<slug>/,
// from content/landing/), as the link check and the bench take them: no page
// links to them, so each is found in public/, whatever the editors have made.
import fs from 'node:fs'
import path from 'node:path'

export function builtLandingPages(publicDir = 'public') {
  return ['', '/ar'].flatMap((prefix) => {
    const dir = path.join(publicDir, prefix, 'lp')
    if (!fs.existsSync(dir)) return []
    return fs
      .readdirSync(dir)
      .filter((slug) => fs.existsSync(path.join(dir, slug, 'index.html')))
      .sort()
      .map((slug) => `${prefix}/lp/${slug}/`)
  })
}
