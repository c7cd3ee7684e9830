/**
 * A landing page's program block: the agency's 5 steps from
 * content/<lang>/steps.json, drawn by the home page's own program list.
 */
import Section from '../layout/section'
import ProgramSteps from '../home/program-steps'

type Step = { number: number; title: string; text: string }
type ProgramBlockProps = { id: string; heading: string; steps: readonly Step[]; tone: 'paper' | 'mist' }

export default function ProgramBlock({ id, heading, steps, tone }: ProgramBlockProps) {
  return (
    <Section id={id} heading={heading} tone={tone}>
      <ProgramSteps steps={steps} />
    </Section>
  )
}
