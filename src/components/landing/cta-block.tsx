/**
 * A landing page's call to action: a heading, a sentence and a button that
 * brings the page's form into view, drawn by the home page's 'YOUR story'
 * section. The button is a link to the form, so it works without JavaScript.
 */
import type { BlockProps } from './block-props'
import YourStory from '../home/your-story'
import { formIds } from '../../lib/contact/form-ids'

export default function CtaBlock({ id, block: { heading, text, button } }: BlockProps<'cta'>) {
  const form = formIds('landing')
  return <YourStory id={id} heading={heading} text={text} buttonLabel={button} targetId={form.section} nameFieldId={form.name} />
}
