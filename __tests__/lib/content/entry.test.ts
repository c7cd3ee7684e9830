/**
 * @jest-environment node
 *
 * Where a content item's file is says what it is: its language is the
 * locale folder it is in, its slug its name; and the model's
 * `translations` say which files are one item in several languages.
 */
import { languagesOf, placeOf, translationGroups } from '../../../src/lib/content/entry'
import { ARTICLE, LANDING } from '../../../src/lib/content/model'

test("a file's language is the locale folder it is in and its slug its name without the extension", () => {
  expect(placeOf('content/landing/ar/free-evaluation.json')).toEqual({ file: 'content/landing/ar/free-evaluation.json', language: 'ar', slug: 'free-evaluation' })
  expect(placeOf('content/insights/en/measure-ads.md')).toMatchObject({ language: 'en', slug: 'measure-ads' })
  // The fixture builds' folders, and a Windows path.
  expect(placeOf('__tests__\\fixtures\\landing\\ar\\every-block.json')).toMatchObject({ language: 'ar', slug: 'every-block' })
})

test('a folder named like a language above the content is not the language: the nearest one is', () => {
  expect(placeOf('/home/en/site/content/landing/ar/offer.json')).toMatchObject({ language: 'ar', slug: 'offer' })
})

test('a file in no language folder, or in an unknown language, is no item', () => {
  expect(placeOf('content/site.json')).toBeUndefined()
  expect(placeOf('content/landing/fr/offer.json')).toBeUndefined()
})

const at = (language: 'en' | 'ar', slug: string) => ({ file: `content/landing/${language}/${slug}.json`, language, slug })

test('the files of one slug are one item in several languages, as the model pairs them', () => {
  const pages = [at('en', 'offer'), at('ar', 'offer'), at('ar', 'other')]
  expect(translationGroups(pages, LANDING.translations)).toEqual([[pages[0], pages[1]], [pages[2]]])
  expect(languagesOf(pages[1], pages, LANDING.translations)).toEqual(['en', 'ar'])
  expect(languagesOf(pages[2], pages, ARTICLE.translations)).toEqual(['ar'])
})
