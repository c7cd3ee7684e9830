/**
 * The page's styles arrive with the server HTML; when the scripts start, the
 * browser's style cache must know them without moving or repeating them.
 */
import { CacheProvider, Global, css, type CSSObject } from '@emotion/react'
import { render } from '@testing-library/react'
import { SERVER_RULES_ATTRIBUTE, browserStyleCache } from '../../src/theme/style-cache'

const serverRule: CSSObject = { display: 'grid', gap: '1rem' }
const browserOnlyRule: CSSObject = { color: 'rebeccapurple' }

afterEach(() => {
  document.head.innerHTML = ''
})

/** The class name Emotion gives `style`, read from a throwaway render. */
function ruleName(style: CSSObject): string {
  const { container, unmount } = render(<div css={style} />)
  const name = container.firstElementChild!.className.replace(/^css-/, '')
  unmount()
  document.head.innerHTML = ''
  return name
}

test('rules the server wrote are not inserted again, and their tag stays where it is', () => {
  const name = ruleName(serverRule)
  document.head.innerHTML = `<meta charset="utf-8"><style ${SERVER_RULES_ATTRIBUTE}="">.css-${name}{display:grid;gap:1rem;}@media (min-width: 40em){.css-other{gap:2rem;}.css-other:hover{color:red;}}</style>`
  const serverTag = document.head.querySelector('style')
  const cache = browserStyleCache()

  render(
    <CacheProvider value={cache}>
      <div css={serverRule} />
    </CacheProvider>,
  )

  expect(document.head.querySelectorAll('style')).toHaveLength(1)
  expect(document.head.lastElementChild).toBe(serverTag)
  expect(cache.inserted).toMatchObject({ [name]: true, other: true })
  expect(Object.keys(cache.inserted)).toHaveLength(2)
})

test('a rule the page adds later is inserted as usual', () => {
  document.head.innerHTML = `<style ${SERVER_RULES_ATTRIBUTE}="">.css-abc{}</style>`
  const cache = browserStyleCache()

  render(
    <CacheProvider value={cache}>
      <div css={browserOnlyRule} />
    </CacheProvider>,
  )

  // Emotion writes through the CSS object model in the browser, not into the tag's text.
  const rules = [...document.head.querySelectorAll('style')].flatMap((tag) => [...(tag.sheet?.cssRules ?? [])].map((rule) => rule.cssText))
  expect(rules.join('\n')).toMatch(/color: rebeccapurple/)
})

test('the global styles stay where the server put them when <Global> takes them over', () => {
  const globalStyles: CSSObject = { body: { margin: 0 } }
  document.head.innerHTML = `<style data-emotion="css-global ${css(globalStyles).name}" data-s="">body{margin:0;}</style><style ${SERVER_RULES_ATTRIBUTE}="">.css-abc{}</style>`
  const [globalTag, rulesTag] = document.head.querySelectorAll('style')

  render(
    <CacheProvider value={browserStyleCache()}>
      <Global styles={globalStyles} />
    </CacheProvider>,
  )

  expect([...document.head.querySelectorAll('style')]).toEqual([globalTag, rulesTag])
})
