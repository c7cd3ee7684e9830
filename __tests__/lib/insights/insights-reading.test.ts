/**
 * @jest-environment node
 *
 * An article's reading time and dates, in its language: Arabic words are
 * counted (no spaces-only ASCII counting), Arabic takes longer per word,
 * the minutes are said in Arabic grammar, and every number is in Western
 * digits in both languages.
 */
import { formatDay, formatMinutes, readingMinutes, wordCount, WORDS_PER_MINUTE } from '../../../src/lib/insights/reading'

const arabicWords = (count: number) => Array.from({ length: count }, (_, index) => (index % 2 ? 'التسويق' : 'والمبيعات،')).join(' ')

test('Arabic words are counted as words, punctuation and attached letters included', () => {
  expect(wordCount('كيف تقيس حملاتك على Google Ads بالمبيعات، لا بالنقرات؟')).toBe(9)
  expect(wordCount(arabicWords(360))).toBe(360)
})

test('an Arabic article reads at its own pace, slower per word than English', () => {
  expect(WORDS_PER_MINUTE.ar).toBeLessThan(WORDS_PER_MINUTE.en)
  expect(readingMinutes(arabicWords(WORDS_PER_MINUTE.ar * 5), 'ar')).toBe(5)
  expect(readingMinutes(arabicWords(WORDS_PER_MINUTE.ar * 5), 'en')).toBe(4)
  expect(readingMinutes('قصير', 'ar')).toBe(1)
})

test('the minutes are written in each language, in Western digits', () => {
  expect(formatMinutes(1, 'ar')).toBe('دقيقة')
  expect(formatMinutes(2, 'ar')).toBe('دقيقتان')
  expect(formatMinutes(5, 'ar')).toBe('5 دقائق')
  expect(formatMinutes(12, 'ar')).toBe('12 دقيقة')
  expect(formatMinutes(4, 'en')).toBe('4 minutes')
})

test('dates are written out in the language, in Western digits, whatever the time zone', () => {
  expect(formatDay('2026-11-24', 'en')).toBe('24 November 2026')
  expect(formatDay('2026-11-24', 'ar')).toBe('24 نوفمبر 2026')
  expect(formatDay('2026-11-24T00:00:00.000Z', 'ar')).not.toMatch(/[٠-٩]/)
})
