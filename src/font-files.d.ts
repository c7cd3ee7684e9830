/**
 * Font files imported as modules (src/theme/fonts.ts): webpack (Gatsby's
 * font rule) emits the file under /static/ and the import is its URL.
 */
declare module '*.woff2' {
  const url: string
  export default url
}
