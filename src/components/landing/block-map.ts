/**
 * Which component draws each kind of landing block. The map must name a
 * component for every kind in the model (LANDING_BLOCKS in
 * src/lib/content/landing-model.ts), each taking that kind's fields: a kind added
 * to the model without one here, or a component given the wrong kind, fails
 * type-checking, naming the kind.
 */
import type { ComponentType } from 'react'
import BenefitsBlock from './benefits-block'
import type { BlockProps } from './block-props'
import CtaBlock from './cta-block'
import FaqBlock from './faq-block'
import FormBlock from './landing-form'
import HeroBlock from './hero-block'
import ProgramBlock from './program-block'
import QuotesBlock from './quotes-block'
import StatsBlock from './stats-block'
import type { LandingBlockType } from '../../lib/content/landing-model'

/** A component for each kind of block, given that kind's fields. */
export type BlockComponents = { [K in LandingBlockType]: ComponentType<BlockProps<K>> }

export const BLOCK_COMPONENTS = {
  hero: HeroBlock,
  benefits: BenefitsBlock,
  program: ProgramBlock,
  stats: StatsBlock,
  quotes: QuotesBlock,
  faq: FaqBlock,
  cta: CtaBlock,
  form: FormBlock,
} satisfies BlockComponents
