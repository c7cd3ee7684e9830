/**
 * The CMS preview of a landing page: the site's own landing page
 * (components/landing/landing-page.tsx) with its reduced header, its blocks
 * in the order being edited and its footer, in the language and direction
 * being edited, drawn from the entry as the editor types. What the build
 * adds to the file is added here the same way: the program's steps from
 * content/<lang>/steps.json, an image as the uploaded file (the build
 * resizes it; the preview shows it as it is).
 */
import LandingPage from '../components/landing/landing-page'
import { PageCopyProvider, type PageCopy } from '../components/i18n/page-copy'
import { landingPath } from '../lib/landing/landing'
import type { Locale } from '../lib/i18n/locales'
import PreviewFrame, { previewLocale } from './preview-frame'
import layoutEn from '../../content/en/layout.json'
import layoutAr from '../../content/ar/layout.json'
import formEn from '../../content/en/form.json'
import formAr from '../../content/ar/form.json'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'

const SAVED: Record<Locale, { layout: PageCopy['layout']; form: PageCopy['form']; steps: (typeof stepsEn)['steps'] }> = {
  en: { layout: layoutEn as unknown as PageCopy['layout'], form: formEn as unknown as PageCopy['form'], steps: stepsEn.steps },
  ar: { layout: layoutAr as unknown as PageCopy['layout'], form: formAr as unknown as PageCopy['form'], steps: stepsAr.steps },
}

type LandingPageData = Parameters<typeof LandingPage>[0]['page']

type Entry = { getIn: (path: string[]) => unknown }

type LandingPreviewProps = {
  /** An Immutable.js map of the entry; `data` holds the fields of the language being previewed. */
  entry: Entry
  document: Document
  locale?: string
  getAsset: (path: string) => { toString: () => string } | undefined
}

type EditedBlock = Record<string, unknown> & { type?: string; image?: string }

const toJS = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.()

/**
 * An uploaded image as the page's query gives a resized one: its file's
 * address as the only size (the width and height only reserve its box
 * until it loads; then its own proportions show).
 */
const imageFile = (src: string) => ({ childImageSharp: { gatsbyImageData: { layout: 'constrained', width: 1200, height: 800, images: { fallback: { src } } } } })

/** The entry as the landing page's query would give it: the blocks as typed, an image by its uploaded file. */
function pageOf(entry: Entry, getAsset: LandingPreviewProps['getAsset']): LandingPageData {
  const data = (toJS(entry.getIn(['data'])) ?? {}) as Record<string, unknown>
  const blocks = ((data.blocks ?? []) as EditedBlock[]).filter((block) => typeof block.type === 'string')
  return {
    slug: typeof entry.getIn(['slug']) === 'string' ? (entry.getIn(['slug']) as string) : '',
    campaign: typeof data.campaign === 'string' ? data.campaign : '',
    title: typeof data.title === 'string' ? data.title : '',
    description: typeof data.description === 'string' ? data.description : '',
    blocks: blocks.map(({ image, ...block }) => {
      const src = image ? getAsset(image)?.toString() : undefined
      return { ...block, image: src ? imageFile(src) : null }
    }),
  } as unknown as LandingPageData
}

export default function LandingPreview({ entry, document, locale: editing, getAsset }: LandingPreviewProps) {
  const locale = previewLocale(editing)
  const page = pageOf(entry, getAsset)
  const saved = SAVED[locale]
  return (
    <PreviewFrame document={document} locale={locale}>
      <PageCopyProvider copy={{ locale, originalPath: landingPath(page.slug || 'new'), layout: saved.layout, form: saved.form }}>
        <LandingPage page={page} steps={saved.steps} />
      </PageCopyProvider>
    </PreviewFrame>
  )
}
