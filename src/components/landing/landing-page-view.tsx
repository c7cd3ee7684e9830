/**
 * A campaign landing page, rendered from plain props: its blocks in the
 * file's order, each drawn by the component the block map names for its
 * kind (block-map.ts), in the reduced layout (the logo, the language switch
 * and one button to the form; a footer without the site's links). Sections
 * after the hero alternate their background so each reads as its own. The
 * page's query (src/templates/landing-page.tsx) and the CMS's preview
 * (src/cms/landing-preview.tsx) each make these props.
 */
import type { ComponentType } from 'react'
import { BLOCK_COMPONENTS } from './block-map'
import type { BlockProps, LandingBlock } from './block-props'
import { LANDING_FORM } from './landing-form'
import LandingHeader from './landing-header'
import type { Step } from '../home/step-list'
import Layout from '../layout/layout'
import { useSiteFacts } from '../i18n/page-copy'
import type { LandingBlockType } from '../../lib/content/landing-model'
import { landingProps, type LandingOrigin } from '../../lib/landing/landing'

export type LandingPageProps = {
  /** The page's file name; a variant's own. */
  slug: string
  campaign: string
  /** For a variant: the page it is tested against. */
  variantOf?: string
  blocks: readonly LandingBlock[]
  /** The agency's program, which a program block shows. */
  steps: readonly Step[]
}

/** The label of the page's one form button: the hero's, or the form block's. */
export function formButtonOf(blocks: readonly LandingBlock[]): string {
  for (const block of blocks) {
    if (block.type === 'form') return block.button
    if (block.type === 'hero' && block.form) return block.formButton ?? ''
  }
  return ''
}

/** A block drawn by its kind's component. */
function BlockOfKind<K extends LandingBlockType>(props: BlockProps<K>) {
  // The map pairs each kind with its component (BlockComponents); TypeScript cannot follow that pairing through a lookup by a generic key.
  const Component = BLOCK_COMPONENTS[props.block.type] as ComponentType<BlockProps<K>>
  return <Component {...props} />
}

export default function LandingPage({ slug, campaign, variantOf, blocks, steps }: LandingPageProps) {
  // The page's slug (its original's, for a variant), campaign and variant (its own slug), as its leads carry them.
  const origin: LandingOrigin = landingProps(slug, { campaign, variantOf })
  const { site } = useSiteFacts()
  return (
    <Layout variant="landing" header={<LandingHeader companyName={site.companyName} formLabel={formButtonOf(blocks)} formHref={`#${LANDING_FORM.section}`} />}>
      {blocks.map((block, index) => {
        const position = index + 1
        return <BlockOfKind key={`${block.type}-${position}`} block={block} id={`${block.type}-${position}`} tone={position % 2 === 0 ? 'paper' : 'mist'} origin={origin} steps={steps} />
      })}
    </Layout>
  )
}
