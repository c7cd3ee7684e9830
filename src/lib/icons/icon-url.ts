/**
 * Where an icon's drawing is served: the build writes each file there
 * (gatsby/browser/icon-files.ts) and the page's icon (components/layout/icon.tsx)
 * points its CSS mask at it. Apart from icon-paths.ts, so the page's
 * JavaScript gets the address and none of the drawings.
 */

/** Where the build writes the icon called `name`. */
export const iconUrl = (name: string) => `/icons/${name.toLowerCase()}.svg`
