/**
 * A campaign landing page: its blocks in the file's order, in the reduced
 * layout (the logo, the language switch and one button to the form; a
 * footer without the site's links). Each block is drawn by its own small
 * component; sections after the hero alternate their background so each
 * reads as its own.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import BenefitsBlock from './benefits-block'
import CtaBlock from './cta-block'
import FaqBlock from './faq-block'
import FormBlock, { HeroForm, LANDING_FORM } from './landing-form'
import HeroBlock from './hero-block'
import LandingHeader from './landing-header'
import ProgramBlock from './program-block'
import QuotesBlock from './quotes-block'
import StatsBlock from './stats-block'
import Layout from '../layout/layout'
import { useSiteFacts } from '../i18n/page-copy'
import { imageOf } from '../media/picture'
import type { LandingOrigin } from '../../lib/landing/landing'
import { landingProps } from '../../lib/analytics/page-props'

type LandingData = NonNullable<Queries.LandingPageQuery['landingJson']>
type Block = LandingData['blocks'][number]
type Step = { number: number; title: string; text: string }

type LandingPageProps = { page: LandingData; steps: readonly Step[] }

/** The label of the page's one form button: the hero's, or the form block's. */
export function formButtonOf(blocks: readonly Block[]): string {
  const form = blocks.find((block) => block.type === 'form' || (block.type === 'hero' && block.form))
  return (form?.type === 'hero' ? form.formButton : form?.button) ?? ''
}

// Build checks make sure each block has its required fields; the query types every field as optional.
const text = (value: string | null | undefined) => value ?? ''
const itemsOf = <T,>(items: readonly T[] | null | undefined) => items ?? []

function LandingBlock({ block, position, origin, steps }: { block: Block; position: number; origin: LandingOrigin; steps: readonly Step[] }) {
  const id = `${block.type}-${position}`
  const tone = position % 2 === 0 ? 'paper' : 'mist'
  const items = itemsOf(block.items)
  switch (block.type) {
    case 'hero': {
      const image = imageOf(block.image)
      return (
        <HeroBlock
          heading={text(block.heading)}
          headingId={block.form ? LANDING_FORM.heading : id}
          pitch={text(block.pitch)}
          points={itemsOf(block.points)}
          image={image && { data: image as IGatsbyImageData, alt: text(block.imageAlt) }}
          form={block.form ? <HeroForm origin={origin} button={text(block.formButton)} /> : undefined}
        />
      )
    }
    case 'benefits':
      return <BenefitsBlock id={id} tone={tone} heading={text(block.heading)} items={items.map((item) => ({ title: text(item.title), text: text(item.text) }))} />
    case 'program':
      return <ProgramBlock id={id} tone={tone} heading={text(block.heading)} steps={steps} />
    case 'stats':
      return <StatsBlock id={id} tone={tone} heading={block.heading ?? undefined} items={items.map((item) => ({ value: text(item.value), label: text(item.label) }))} />
    case 'quotes':
      return (
        <QuotesBlock id={id} tone={tone} heading={block.heading ?? undefined} items={items.map((item) => ({ quote: text(item.quote), name: text(item.name), role: text(item.role) }))} />
      )
    case 'faq':
      return <FaqBlock id={id} tone={tone} heading={text(block.heading)} items={items.map((item) => ({ question: text(item.question), answer: text(item.answer) }))} />
    case 'cta':
      return <CtaBlock id={id} heading={text(block.heading)} text={text(block.text)} button={text(block.button)} />
    case 'form':
      return <FormBlock tone={tone} heading={text(block.heading)} intro={text(block.intro)} button={text(block.button)} origin={origin} />
    default:
      return null
  }
}

/** The page's slug (its original's, for a variant), campaign and variant (its own slug), as its leads carry them. */
const landingOriginOf = (page: LandingData): LandingOrigin => landingProps(page.slug, { campaign: page.campaign, variantOf: page.variantOf ?? undefined })

export default function LandingPage({ page, steps }: LandingPageProps) {
  const origin: LandingOrigin = landingOriginOf(page)
  const { site } = useSiteFacts()
  return (
    <Layout variant="landing" header={<LandingHeader companyName={site.companyName} formLabel={formButtonOf(page.blocks)} formHref={`#${LANDING_FORM.section}`} />}>
      {page.blocks.map((block, index) => (
        <LandingBlock key={`${block.type}-${index}`} block={block} position={index + 1} origin={origin} steps={steps} />
      ))}
    </Layout>
  )
}
