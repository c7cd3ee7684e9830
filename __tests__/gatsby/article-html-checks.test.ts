/**
 * @jest-environment node
 *
 * An article whose text holds something that could run code or pull in
 * another site stops the build, naming the file, its line and the language:
 * the fixture __tests__/fixtures/hostile-article/en/every-forbidden-construct.md
 * holds each such thing once, and goes through the step the build runs on
 * every article file's node (checkArticle), read as gatsby-transformer-remark
 * reads it (gray-matter, then remark). scripts/check-hostile-article.mjs
 * shows a real build stopping on it.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { CreateNodeArgs } from 'gatsby'
import matter from 'gray-matter'
import { checkArticle } from '../../gatsby/insights/checks'
import { RENDERED_ELEMENTS } from '../../gatsby/insights/html-allow-list'
import { htmlProblems } from '../../gatsby/insights/html-checks'
import { markdownHtmlProblems } from '../../gatsby/insights/markdown-html'

const FIXTURE = '__tests__/fixtures/hostile-article/en/every-forbidden-construct.md'

/** The build's failures for a Markdown file (front matter and body), as checkArticle reports them. */
function buildProblems(file: string, locale = 'en') {
  const { data, content } = matter(fs.readFileSync(file, 'utf8'))
  const panicOnBuild = jest.fn()
  checkArticle({
    node: { id: 'md', parent: 'file', internal: { type: 'MarkdownRemark' }, frontmatter: data, rawMarkdownBody: content },
    getNode: () => ({ relativeDirectory: `insights/${locale}`, name: path.basename(file, '.md'), absolutePath: path.resolve(file) }),
    actions: { createNodeField: jest.fn() },
    reporter: { panicOnBuild, info: jest.fn() },
  } as unknown as CreateNodeArgs)
  // One report, every problem a line of it: a production build stops at its first report.
  expect(panicOnBuild.mock.calls.length).toBeLessThanOrEqual(1)
  return panicOnBuild.mock.calls.flatMap(([message]) => (message as string).split('\n'))
}

/** The line of the fixture holding `text`, counted from 1. */
const lineOf = (text: string) => fs.readFileSync(FIXTURE, 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1

test.each([
  ['<script>', "<script> is not allowed: it runs code in visitors' browsers"],
  ['<iframe', '<iframe> is not allowed: it shows another site inside the page'],
  ['<object', '<object> is not allowed: it embeds a plug-in or another document'],
  ['<embed', '<embed> is not allowed: it embeds a plug-in or another document'],
  ['<form', '<form> is not allowed: it sends what visitors type to an address of its own'],
  ['<style>', '<style> is not allowed: it restyles the whole page'],
  ['onerror=', "the onerror attribute of <img> is not allowed: event handlers run code in visitors' browsers"],
  ['<a href="javascript:', 'the href of <a>, "javascript:alert(1)" is a javascript: address, which runs code'],
  ['jav&#x09;ascript:', 'the href of <a>, "jav\\tascript:alert(1)" is a javascript: address, which runs code'],
  ['JaVaScRiPt:', 'the href of <a>, " JaVaScRiPt:alert(1)" is a javascript: address, which runs code'],
  ['[A Markdown link]', 'the address of the link, "javascript:alert(1)" is a javascript: address, which runs code'],
  ['![A Markdown image]', 'the address of the image, "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+" is a data: address'],
  ['srcset=', 'the srcset of <img>, "data:image/png;base64" is a data: address'],
  ['xlink:href=', 'the xlink:href of <a>, "javascript:alert(1)" is a javascript: address, which runs code'],
  ['onmouseover=', "the onmouseover attribute of <div> is not allowed: event handlers run code in visitors' browsers"],
  ['style="position:absolute', "the style attribute of <span> is not allowed in a text's HTML"],
])('%s stops the build, naming the file, its line, the language and the field', (text, problem) => {
  const expected = `${FIXTURE}:${lineOf(text)} (English, en): "body": ${problem}`
  expect(buildProblems(FIXTURE).some((message) => message.startsWith(expected))).toBe(true)
})

test('the fixture holds nothing else wrong (its front matter is valid, so each failure above is its own), and all are told at once', () => {
  const problems = buildProblems(FIXTURE)
  expect(problems.length).toBeGreaterThanOrEqual(16)
  expect(problems.every((message) => message.startsWith(`${FIXTURE}:`))).toBe(true)
})

test('every published article passes', () => {
  for (const locale of ['en', 'ar']) {
    for (const name of fs.readdirSync(`content/insights/${locale}`)) expect(buildProblems(`content/insights/${locale}/${name}`, locale)).toEqual([])
  }
})

test('what Markdown makes passes: headings, lists, links of every allowed kind, images, tables, code, quotes and footnotes', () => {
  const markdown = [
    '## A heading',
    '- a list with [a page](/insights/) and [a site](https://example.com), [mail](mailto:hello@example.com), [a call](tel:+97145550123) and [a part](#a-heading)',
    '![A diagram](../images/diagram.png)',
    '| a | b |',
    '|:-:|--:|',
    '| <br> | **bold** ~~gone~~ |',
    '> a quote[^1]',
    '```html',
    '<script>alert("code shown, not run")</script>',
    '```',
    'Inline `<iframe>` code, an <em>emphasis</em>, <span lang="en" dir="ltr">Google Ads</span> and a <sup>2</sup>.',
    '[^1]: A note.',
  ].join('\n\n')
  expect(markdownHtmlProblems(markdown)).toEqual([])
})

test('a tag or address the allow-list does not name is refused too, so nothing an editor writes is dropped silently', () => {
  expect(markdownHtmlProblems('<video src="a.mp4"></video>\n\n<a href="ftp://files.example/a" target="_blank">x</a>')).toEqual([
    { line: 1, problem: '<video> is not allowed: the HTML of a text may hold only text, headings, lists, links, images, tables, code and quotes' },
    { line: 1, problem: "the src attribute of <video> is not allowed in a text's HTML" },
    { line: 3, problem: 'the href of <a>, "ftp://files.example/a" is not allowed: an address here is a path on this site or starts with http:, https:, mailto:, tel:' },
    { line: 3, problem: "the target attribute of <a> is not allowed in a text's HTML" },
  ])
})

test("a style in the rendered text other than the image plugin's stops the build, naming it; the plugin's own pass", () => {
  const overlay = '<p><span class="gatsby-resp-image-wrapper" style="position:absolute;top:0;left:0;width:100%;height:100%">Log in again</span></p>'
  expect(htmlProblems(overlay, RENDERED_ELEMENTS)).toEqual([
    {
      line: 1,
      problem: 'the style "position:absolute;top:0;left:0;width:100%;height:100%" of <span> is not allowed: a text takes only the styles gatsby-remark-images writes on its images',
    },
  ])
  const image = [
    '<span class="gatsby-resp-image-wrapper" style="position: relative; display: block; margin-left: auto; margin-right: auto; max-width: 720px; ">',
    '<span class="gatsby-resp-image-background-image" style="padding-bottom: 58.333333333333336%; position: relative; bottom: 0; left: 0; display: block;"></span>',
    '<img class="gatsby-resp-image-image" src="/static/a.png" alt="A diagram" style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;">',
    '</span>',
  ].join('\n')
  expect(htmlProblems(image, RENDERED_ELEMENTS)).toEqual([])
  // The image's own style with no wrapper around it would fill the page.
  const loose = '<p><img class="gatsby-resp-image-image" src="/static/a.png" alt="A diagram" style="width:100%;height:100%;margin:0;vertical-align:middle;position:absolute;top:0;left:0;"></p>'
  expect(htmlProblems(loose, RENDERED_ELEMENTS)).toEqual([{ line: 1, problem: expect.stringMatching(/^the style ".*" of <img> is not allowed: a text takes only the styles gatsby-remark-images writes on its images$/) }])
})
