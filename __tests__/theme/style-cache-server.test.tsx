/**
 * @jest-environment node
 *
 * What the server writes for a page's styles: everything the browser would
 * otherwise have to insert when the page starts.
 */
import createCache from '@emotion/cache'
import { CacheProvider, Global } from '@emotion/react'
import { renderToString } from 'react-dom/server'
import { RULE_START, STYLE_CACHE_KEY, serverStyleTags } from '../../src/theme/style-cache'

/** Like the site's Container: its own rule, extended by a css prop from outside. */
function Box({ className }: { className?: string }) {
  return <div css={{ padding: 4 }} className={className} />
}

function renderPage() {
  const cache = createCache({ key: STYLE_CACHE_KEY })
  cache.compat = true
  const html = renderToString(
    <CacheProvider value={cache}>
      <Global styles={{ body: { margin: 0 } }} />
      <Box css={{ color: 'red' }} />
    </CacheProvider>,
  )
  return { html, tags: serverStyleTags(cache) }
}

test('global styles get their own tag, named the way <Global> looks for it', () => {
  const { globals } = renderPage().tags
  expect(globals).toEqual([{ emotion: expect.stringMatching(/^css-global \w+$/), css: 'body{margin:0;}' }])
})

test('the rules tag holds the rule on the page and the rule only composed into it', () => {
  const { html, tags } = renderPage()
  const [onPage] = /css-(\w+)/.exec(html)!.slice(1)
  // The names the browser's cache reads from the tag's CSS.
  const names = [...new Set(Array.from(tags.rules.css.matchAll(RULE_START), ([, name]) => name))]
  expect(names).toHaveLength(2)
  expect(names).toContain(onPage)
  expect(tags.rules.css).toContain(`.css-${onPage}{padding:4px;color:red;}`)
  // The composed-away rule: no element carries it, but the browser's Emotion
  // would insert it at start-up unless the server's CSS names it.
  const [composed] = names.filter((name) => name !== onPage)
  expect(tags.rules.css).toContain(`.css-${composed}{color:red;}`)
})

test('the markup itself carries no style tags', () => {
  expect(renderPage().html).not.toContain('<style')
})
