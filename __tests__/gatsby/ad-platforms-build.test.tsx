/**
 * The build reads which ad platforms are configured from the settings the
 * contact function reads, and every page's data carries them: a form asks
 * for consent, naming them, only on a site built with at least one.
 */
import { render, screen } from '@testing-library/react'
import englishForm from '../../content/en/form.json'
import englishLayout from '../../content/en/layout.json'
import { sourceAdMeasurement } from '../../gatsby/conversions/ad-platforms'
import SiteContactForm from '../../src/components/contact/site-contact-form'
import { wrapPageElement } from '../../src/components/i18n/wrap-page-element'

/** The AdMeasurement node the build makes in `env`, and what it reports. */
function buildIn(env: NodeJS.ProcessEnv) {
  const createNode = jest.fn()
  const info = jest.fn()
  sourceAdMeasurement(
    { actions: { createNode }, createNodeId: (seed: string) => `id-${seed}`, createContentDigest: (value: unknown) => JSON.stringify(value), reporter: { info } } as never,
    env,
  )
  expect(createNode).toHaveBeenCalledTimes(1)
  return { node: createNode.mock.calls[0][0], said: info.mock.calls.flat().join('\n') }
}

describe('the build', () => {
  it('finds no platform without settings, and says the forms ask nothing', () => {
    const { node, said } = buildIn({})
    expect(node).toMatchObject({ platforms: [], internal: { type: 'AdMeasurement' } })
    expect(said).toBe('Ad platforms: none; the forms ask no consent')
  })

  it('finds Meta with its pixel and token, and names it', () => {
    const { node, said } = buildIn({ META_PIXEL_ID: '1234567890', META_CAPI_TOKEN: 'token' })
    expect(node.platforms).toEqual(['meta'])
    expect(said).toBe('Ad platforms: meta; the forms ask consent')
  })

  it('does not count a platform with only some of its settings, as the function does not', () => {
    expect(buildIn({ META_PIXEL_ID: '1234567890', SNAP_CAPI_TOKEN: 'token', GOOGLE_ADS_CUSTOMER_ID: '123' }).node.platforms).toEqual([])
  })

  it('finds every platform, in one order, and its digest changes with them (so the pages are made again)', () => {
    const every = buildIn({
      GOOGLE_SERVICE_ACCOUNT_JSON: '{}',
      GOOGLE_ADS_CUSTOMER_ID: '123',
      GOOGLE_ADS_CONVERSION_ACTION_ID: '456',
      SNAP_PIXEL_ID: 'snap',
      SNAP_CAPI_TOKEN: 'token',
      META_PIXEL_ID: '1',
      META_CAPI_TOKEN: 'token',
    }).node
    expect(every.platforms).toEqual(['google', 'meta', 'snapchat'])
    expect(every.internal.contentDigest).not.toBe(buildIn({}).node.internal.contentDigest)
  })
})

describe("a page's data", () => {
  const page = (platforms: string[] | undefined) =>
    wrapPageElement({
      element: <SiteContactForm formId="services" submitLabel="Book" />,
      props: { data: { layoutJson: englishLayout, formJson: englishForm, ...(platforms && { adMeasurement: { platforms } }) } as never, pageContext: { locale: 'en', originalPath: '/ourservices/' } },
    })

  it("with the build's platforms gives the form its box, naming them (and only platforms the site knows)", () => {
    render(page(['snapchat', 'tiktok']))
    expect(screen.getByRole('checkbox', { name: /^Tell Snapchat when my enquiry came from their ad/ })).not.toBeChecked()
  })

  it('with none, or from a build before platforms existed, gives no box', () => {
    render(page([]))
    render(page(undefined))
    expect(screen.queryByRole('checkbox')).toBeNull()
  })
})
