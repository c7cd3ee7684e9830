/**
 * A landing page's program block: the agency's 5 steps from
 * content/<lang>/steps.json, drawn by the home page's own list of steps,
 * shown as they are: without the home page's reveal, whose scroll observer
 * would add a kilobyte of script to a page that must load fast on a phone.
 */
import Section from '../layout/section'
import StepList, { type Step } from '../home/step-list'
type ProgramBlockProps = { id: string; heading: string; steps: readonly Step[]; tone: 'paper' | 'mist' }

export default function ProgramBlock({ id, heading, steps, tone }: ProgramBlockProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <StepList steps={steps} />
    </Section>
  )
}
