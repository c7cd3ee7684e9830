/**
 * Where the social share image lives and its size, shared by the build step
 * that draws it (gatsby/share-image.ts) and the head tags that point to it
 * (src/components/seo.tsx).
 */
export const SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630 } as const
