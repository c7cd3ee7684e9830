/**
 * A landing page's leads name the page as the build decided it from the
 * page's file: its slug, campaign and original come from the page's context
 * (gatsby/landing/pages.ts, from the page's entry), not read again from the
 * query, so a "Variant of" the CMS saved empty makes no variant.
 */
import type { ComponentProps } from 'react'
import { render } from '@testing-library/react'
import LandingTemplate from '../../../src/templates/landing-page'
import type { LandingPageContext } from '../../../src/lib/landing/landing'
import { onPage } from '../../support/page-copy'

const data = {
  // What the query gives for a page whose "Variant of" the CMS saved empty.
  landingJson: {
    slug: 'free-evaluation',
    campaign: 'free-evaluation-2026q4',
    title: 'Free evaluation',
    description: 'A free look.',
    variantOf: '',
    blocks: [{ type: 'hero', heading: 'An honest picture', pitch: 'We study your numbers.', form: true, formButton: 'Book' }],
  },
  stepsJson: { steps: [] },
}

const hiddenFields = () => Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('input[type=hidden]')].map((input) => [input.name, input.value]))

test("the form sends the page's own slug and campaign, as its context says, when its file's variantOf is empty", () => {
  const context: LandingPageContext = { locale: 'en', originalPath: '/lp/free-evaluation/', languages: ['en'], fallbackPath: '/', noindex: true, id: 'page', slug: 'free-evaluation', campaign: 'free-evaluation-2026q4' }
  const props = { data, pageContext: context } as unknown as ComponentProps<typeof LandingTemplate>
  render(onPage(<LandingTemplate {...props} />, 'en', '/lp/free-evaluation/'))
  expect(hiddenFields()).toMatchObject({ page: 'free-evaluation', campaign: 'free-evaluation-2026q4', variant: 'free-evaluation' })
})
