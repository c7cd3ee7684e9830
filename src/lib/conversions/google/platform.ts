/**
 * Google Ads, through the Data Manager API (developers.google.com/data-manager):
 * the lead as an enhanced conversion for leads, and its later stages as
 * conversions of their own actions (sender.ts).
 */
import type { PlatformDefinition } from '../definition'

export const google = {
  id: 'google',
  name: 'Google Ads',
  settings: [
    { name: 'GOOGLE_SERVICE_ACCOUNT_JSON', required: true },
    { name: 'GOOGLE_ADS_CUSTOMER_ID', required: true },
    { name: 'GOOGLE_ADS_CONVERSION_ACTION_ID', required: true },
    { name: 'GOOGLE_ADS_LOGIN_CUSTOMER_ID', required: false },
    { name: 'GOOGLE_ADS_QUALIFIED_CONVERSION_ACTION_ID', required: false },
    { name: 'GOOGLE_ADS_WON_CONVERSION_ACTION_ID', required: false },
    { name: 'GOOGLE_DATAMANAGER_VALIDATE_ONLY', required: false },
    { name: 'GOOGLE_DATAMANAGER_URL', required: false },
  ],
  clickIds: ['gclid', 'wbraid', 'gbraid'],
  utmSources: /^google(ads)?$/,
  clickIdOnEveryLink: false,
  // Enhanced conversions for leads: 90 days from the click.
  windowDays: 90,
  // Its event takes no address or browser.
  usesVisitor: false,
  settingsProblem(env) {
    try {
      const key = JSON.parse(env.GOOGLE_SERVICE_ACCOUNT_JSON ?? '') as { client_email?: unknown; private_key?: unknown }
      if (key?.client_email && key.private_key) return undefined
    } catch {
      // said below
    }
    return 'GOOGLE_SERVICE_ACCOUNT_JSON is not a service account key (the JSON file Google Cloud gives, with client_email and private_key)'
  },
} as const satisfies PlatformDefinition<'google'>
