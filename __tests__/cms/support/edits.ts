/**
 * What the CMS's tests write into this working copy, named once: the
 * editors' tests (edit-content.spec.ts, landing-page.spec.ts) save it, the
 * rebuilt site's test (rebuilt-site.spec.ts) finds it on the pages one
 * rebuild makes, and put-back.teardown.ts puts every file back as it was,
 * whatever passed or failed. The files they change are kept first in a
 * file (KEPT, below), since the three run in turn as Playwright projects
 * (playwright.cms.config.ts), each in a worker of its own.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileText, root } from './editor'

/** The content files the tests change in place, kept before and written back after. */
const CHANGED_FILES = ['content/en/steps.json', 'content/site.json'] as const
const KEPT = path.join(root, 'test-results/cms/kept-content.json')

export const NEW_STEP_TITLE = 'Scale, evaluation and a plan'
export const NEW_COMPANY_NAME = 'Northwind Growth Studio'

const articleFiles = (slug: string) => ({ en: `content/insights/en/${slug}.md`, ar: `content/insights/ar/${slug}.md` }) as const

// The article an editor writes in both languages.
export const ARTICLE = {
  slug: 'cms-test-article-on-pricing',
  en: { title: 'CMS test article on pricing', description: 'Written in the CMS test, in English.', text: 'A first paragraph written in the editor.' },
  ar: { title: 'مقال اختبار التسعير من المحرر', description: 'كُتب في اختبار المحرر بالعربية.', text: 'فقرة أولى كُتبت في المحرر.' },
} as const
export const ARTICLE_FILES = articleFiles(ARTICLE.slug)
// One written in English only, its Arabic side left empty.
export const ENGLISH_ONLY = { slug: 'cms-test-article-in-english-only', title: 'CMS test article in English only', description: 'Written in the CMS test, in English only.', text: 'Only the English side was written.' } as const
export const ENGLISH_ONLY_FILES = articleFiles(ENGLISH_ONLY.slug)

// The images the editor uploads with the English article, from this computer, into the folder the build resizes images from:
// a cover, and a figure in the text. Both larger than the page shows them, so the page can only show them resized by the build.
const uploaded = (file: string, alt: string, width: number, height: number) =>
  ({ file, alt, width, height, upload: path.join(root, 'test-results/cms/upload', file), saved: `content/insights/images/${file}` }) as const
export const COVER = uploaded('cms-test-cover.png', 'A plain dark blue rectangle, uploaded by the CMS test.', 1600, 900)
export const FIGURE = uploaded('cms-test-figure.png', 'A plain orange rectangle, placed in the text by the CMS test.', 1000, 500)

// The campaign id names the landing page's file, so its address: /lp/cms-test-landing-2026q4/.
export const SLUG = 'cms-test-landing-2026q4'
export const LANDING_FILES = { en: `content/landing/en/${SLUG}.json`, ar: `content/landing/ar/${SLUG}.json` } as const
export type Side = keyof typeof LANDING_FILES

export const LANDING_PAGE = {
  en: {
    title: 'CMS test landing page',
    description: 'Made by the CMS test, in English.',
    hero: { heading: 'A landing page made in the CMS test', pitch: 'Written block by block in the editor.' },
    cta: { heading: 'A nudge the test deletes', text: 'This block is removed on the second visit.', button: 'Go to the form' },
    faq: { heading: 'Questions the test asks', question: 'Is this page made by a test?', answer: 'Yes, and it is deleted afterwards.' },
    form: { heading: 'Leave your number for the test', intro: 'A form written by the CMS test.', button: 'Send my number' },
    movedFormHeading: 'The form, moved above the questions',
  },
  ar: {
    title: 'صفحة هبوط من اختبار المحرر',
    description: 'كتبها اختبار المحرر بالعربية.',
    hero: { heading: 'صفحة هبوط كُتبت في اختبار المحرر', pitch: 'كُتبت قسمًا قسمًا في المحرر.' },
    cta: { heading: 'دعوة يحذفها الاختبار', text: 'يُحذف هذا القسم في الزيارة الثانية.', button: 'إلى النموذج' },
    faq: { heading: 'أسئلة الاختبار', question: 'هل كتب هذه الصفحة اختبار؟', answer: 'نعم، وتُحذف بعده.' },
    form: { heading: 'اترك رقمك للاختبار', intro: 'نموذج كتبه اختبار المحرر.', button: 'أرسل رقمي' },
    movedFormHeading: 'النموذج بعد نقله فوق الأسئلة',
  },
} as const

/** Every file the tests create: none of them is in content/ before, or after. */
const CREATED_FILES = [...Object.values(ARTICLE_FILES), ...Object.values(ENGLISH_ONLY_FILES), COVER.saved, FIGURE.saved, ...Object.values(LANDING_FILES)]

/** Before the first edit: keeps the files the tests change, as a run stopped before putting back had kept them. */
export function keepContent() {
  // That run's kept copy, not its edits, is the content to keep.
  putBackContent()
  fs.mkdirSync(path.dirname(KEPT), { recursive: true })
  fs.writeFileSync(KEPT, JSON.stringify(Object.fromEntries(CHANGED_FILES.map((file) => [file, fileText(file)]))))
}

function removeCreatedFiles() {
  for (const file of CREATED_FILES) fs.rmSync(path.join(root, file), { force: true })
}

/** After the last test: the changed files as they were kept, and no file the tests created. */
export function putBackContent() {
  if (fs.existsSync(KEPT)) {
    for (const [file, text] of Object.entries(JSON.parse(fs.readFileSync(KEPT, 'utf8')) as Record<string, string>)) fs.writeFileSync(path.join(root, file), text)
    fs.rmSync(KEPT)
  }
  removeCreatedFiles()
}
