/**
 * The ids a contact form's parts get, so other sections can link to them and
 * the article page can keep its headings' ids clear of them. Plain
 * TypeScript: the build reads it too (gatsby/insights/pages.ts).
 */
import type { FormId } from './contact-rules'

export const formIds = (formId: FormId) => ({
  section: `${formId}-contact`,
  heading: `${formId}-contact-heading`,
  name: `${formId}-name`,
  phone: `${formId}-phone`,
  honeypot: `${formId}-website`,
  adConsent: `${formId}-ad-consent`,
})
