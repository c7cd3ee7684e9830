/**
 * A landing page's call to action: a heading, a sentence and a button that
 * brings the page's form into view, drawn by the home page's 'YOUR story'
 * section. The button is a link to the form, so it works without JavaScript.
 */
import YourStory from '../home/your-story'
import { formIds } from '../../lib/contact/form-ids'

type CtaBlockProps = { id: string; heading: string; text: string; button: string }

export default function CtaBlock({ id, heading, text, button }: CtaBlockProps) {
  const form = formIds('landing')
  return <YourStory id={id} heading={heading} text={text} buttonLabel={button} targetId={form.section} nameFieldId={form.name} />
}
