/**
 * The CMS preview of a landing page: the site's own landing page
 * (components/landing/landing-page-view.tsx) with its reduced header, its
 * blocks in the order being edited and its footer, in the language and
 * direction being edited, drawn from the entry as the editor types. What the build
 * adds to the file is added here the same way: the program's steps from
 * content/<lang>/steps.json, an image as the uploaded file (the build
 * resizes it; the preview shows it as it is).
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import { landingBlocksOf } from '../components/landing/block-props'
import LandingPage, { type LandingPageProps } from '../components/landing/landing-page-view'
import { isVariant } from '../lib/content/landing-model'
import { landingPath } from '../lib/landing/landing'
import type { Locale } from '../lib/i18n/locales'
import PreviewFrame, { previewLocale } from './preview-frame'
import stepsEn from '../../content/en/steps.json'
import stepsAr from '../../content/ar/steps.json'

const SAVED_STEPS: Record<Locale, LandingPageProps['steps']> = { en: stepsEn.steps, ar: stepsAr.steps }

type Entry = { getIn: (path: string[]) => unknown }

type LandingPreviewProps = {
  /** An Immutable.js map of the entry; `data` holds the fields of the language being previewed. */
  entry: Entry
  document: Document
  locale?: string
  getAsset: (path: string) => { toString: () => string } | undefined
}

const toJS = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.()
const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * An uploaded image as the page's query gives a resized one: its file's
 * address as the only size (the width and height only reserve its box
 * until it loads; then its own proportions show).
 */
const imageFile = (src: string): IGatsbyImageData => ({ layout: 'constrained', width: 1200, height: 800, images: { fallback: { src } } })

/** The landing page's props from the entry as it is being edited: the blocks as typed, an image by its uploaded file. */
function pagePropsOf(entry: Entry, getAsset: LandingPreviewProps['getAsset'], steps: LandingPageProps['steps']): LandingPageProps {
  const data = (toJS(entry.getIn(['data'])) ?? {}) as Record<string, unknown>
  const image = (file: unknown) => {
    const src = typeof file === 'string' && file ? getAsset(file)?.toString() : undefined
    return src ? imageFile(src) : undefined
  }
  return {
    slug: text(entry.getIn(['slug'])),
    campaign: text(data.campaign),
    variantOf: isVariant(data) ? data.variantOf : undefined,
    blocks: landingBlocksOf(Array.isArray(data.blocks) ? data.blocks : [], image),
    steps,
  }
}

export default function LandingPreview({ entry, document, locale: editing, getAsset }: LandingPreviewProps) {
  const locale = previewLocale(editing)
  const page = pagePropsOf(entry, getAsset, SAVED_STEPS[locale])
  return (
    <PreviewFrame document={document} locale={locale} originalPath={landingPath(page.slug || 'new')}>
      <LandingPage {...page} />
    </PreviewFrame>
  )
}
