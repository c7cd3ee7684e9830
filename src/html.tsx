/**
 * The page's frame, as Gatsby's default writes it less two of its words:
 * `x-ua-compatible` (for Internet Explorer, which no visitor runs) and the
 * viewport's `shrink-to-fit=no` (for Safari 9). Every byte of the HTML
 * counts while an article must fit a phone's first round trip
 * (docs/quality.md).
 */
import type { ReactNode } from 'react'

type HtmlProps = {
  htmlAttributes: Record<string, unknown>
  bodyAttributes: Record<string, unknown>
  headComponents: ReactNode
  preBodyComponents: ReactNode
  postBodyComponents: ReactNode
  body: string
}

export default function Html({ htmlAttributes, bodyAttributes, headComponents, preBodyComponents, postBodyComponents, body }: HtmlProps) {
  return (
    // lang and dir are the page's, from its Head (components/head/seo.tsx), which Gatsby passes in htmlAttributes.
    // eslint-disable-next-line jsx-a11y/html-has-lang
    <html {...htmlAttributes}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {headComponents}
      </head>
      <body {...bodyAttributes}>
        {preBodyComponents}
        <div key="body" id="___gatsby" dangerouslySetInnerHTML={{ __html: body }} />
        {postBodyComponents}
      </body>
    </html>
  )
}
