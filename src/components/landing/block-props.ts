/**
 * What a landing page's block component is given: the block's own fields,
 * typed from the model (LANDING_BLOCKS in src/lib/content/landing-model.ts), and
 * its place on the page. A field the model makes optional is optional here,
 * and a required one is always there (the build refuses a page without
 * it), so no component falls back on a value of its own.
 */
import type { IGatsbyImageData } from 'gatsby-plugin-image'
import type { Step } from '../home/step-list'
import { blockOf, type BlockValue } from '../../lib/content/field-values'
import { LANDING_BLOCKS, type LandingBlockType } from '../../lib/content/landing-model'
import type { LandingOrigin } from '../../lib/landing/landing'

/** A block of kind `K` (any kind by default): `{ type, ...its fields }`, its image resized. */
export type LandingBlock<K extends LandingBlockType = LandingBlockType> = BlockValue<typeof LANDING_BLOCKS, K, IGatsbyImageData>

/** A block's background: after the hero, blocks alternate, so each reads as its own. */
export type Tone = 'paper' | 'mist'

export type BlockProps<K extends LandingBlockType> = {
  block: LandingBlock<K>
  /** The block's section id, `<type>-<position>`: unique on the page, the target of a link to it. */
  id: string
  tone: Tone
  /** What ties a lead to the page: for the block that carries the form. */
  origin: LandingOrigin
  /** The agency's program (content/<lang>/steps.json): for the program block. */
  steps: readonly Step[]
}

/**
 * The blocks of a page's data, each as the model types it: from the page's
 * query, or from the entry the CMS is editing. `image` makes an image
 * field's resized image of what the data holds; a block whose kind is not
 * (yet) set is left out.
 */
export const landingBlocksOf = (blocks: readonly unknown[], image: (value: unknown) => IGatsbyImageData | undefined): LandingBlock[] =>
  blocks.flatMap((block) => blockOf(LANDING_BLOCKS, block as Parameters<typeof blockOf>[1], image) ?? [])
