/**
 * The landing pages as the tests meet them: every published page in
 * content/landing/<lang>/<slug>.json (whatever the editors have made), with
 * its address and the copy the tests look for, read from the files
 * themselves.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { LOCALE_CODES, contentFor, type Locale } from './content'
import { landingPath } from '../../../src/lib/landing/landing'

type Block = { type: string; heading?: string; button?: string; form?: boolean; formButton?: string; items?: { question?: string; answer?: string }[] }
export type LandingCopy = { title: string; description: string; campaign: string; noindex?: boolean; draft?: boolean; blocks: Block[] }

const LANDING_DIR = path.resolve(__dirname, '../../../content/landing')

/** The published landing pages of a language (drafts are not built), by slug. */
export function landingPagesFor(locale: Locale, dir = LANDING_DIR) {
  const folder = path.join(dir, locale)
  if (!fs.existsSync(folder)) return []
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => ({ slug: name.replace(/\.json$/, ''), copy: JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as LandingCopy }))
    .filter(({ copy }) => copy.draft !== true)
    .map((page) => ({ ...page, locale, path: landingPath(page.slug, locale), ...formOf(page.copy) }))
}

/** Every published landing page in every language. */
export const ALL_LANDING_PAGES = LOCALE_CODES.flatMap((locale) => landingPagesFor(locale))

/** The page's one form: its heading (the form block's, or the hero's h1 when the hero carries it) and its button. */
function formOf(copy: LandingCopy) {
  const hero = copy.blocks[0]
  if (hero.form) return { formHeading: hero.heading ?? '', formButton: hero.formButton ?? '' }
  const block = copy.blocks.find((candidate) => candidate.type === 'form')
  return { formHeading: block?.heading ?? '', formButton: block?.button ?? '' }
}

export type LandingPage = ReturnType<typeof landingPagesFor>[number]

/** The page's form and its fields, found as a visitor finds them: by the form's name and the fields' labels. */
export function landingForm(page: Page, landing: LandingPage) {
  const copy = contentFor(landing.locale).form
  const form = page.getByRole('form', { name: landing.formHeading })
  return {
    form,
    name: form.getByLabel(copy.nameLabel, { exact: true }),
    phone: form.getByLabel(copy.phoneLabel, { exact: true }),
    submit: form.getByRole('button', { name: landing.formButton }),
    status: page.getByRole('status').filter({ hasText: copy.thankYouHeading }),
  }
}
