/**
 * A landing page's program block: the agency's 5 steps from
 * content/<lang>/steps.json, drawn by the home page's own list of steps,
 * shown as they are: without the home page's reveal, whose scroll observer
 * would add a kilobyte of script to a page that must load fast on a phone.
 */
import type { BlockProps } from './block-props'
import Section from '../layout/section'
import StepList from '../home/step-list'

export default function ProgramBlock({ id, tone, block: { heading }, steps }: BlockProps<'program'>) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <StepList steps={steps} />
    </Section>
  )
}
