/**
 * Meta (Facebook, Instagram), through the Conversions API
 * (developers.facebook.com/docs/marketing-api/conversions-api): the lead,
 * then its later stages as Meta's CRM-integration guide sends them (sender.ts).
 */
import type { PlatformDefinition } from '../definition'

export const meta = {
  id: 'meta',
  name: 'Meta',
  settings: [
    { name: 'META_PIXEL_ID', required: true },
    { name: 'META_CAPI_TOKEN', required: true },
    { name: 'META_TEST_EVENT_CODE', required: false },
    { name: 'META_QUALIFIED_EVENT', required: false },
    { name: 'META_GRAPH_URL', required: false },
  ],
  clickIds: ['fbclid'],
  utmSources: /^(facebook|fb|instagram|ig|meta)$/,
  clickIdOnEveryLink: true,
  // Website events up to 7 days old, and a lead's later stages within 7 days (the CRM-integration guide).
  windowDays: 7,
  usesVisitor: true,
} as const satisfies PlatformDefinition<'meta'>
