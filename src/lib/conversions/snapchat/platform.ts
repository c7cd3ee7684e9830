/**
 * Snapchat, through the Conversions API v3
 * (developers.snap.com/api/marketing-api/Conversions-API): the lead, then
 * a Qualified and a Won (sender.ts).
 */
import type { PlatformDefinition } from '../definition'

export const snapchat = {
  id: 'snapchat',
  name: 'Snapchat',
  settings: [
    { name: 'SNAP_PIXEL_ID', required: true },
    { name: 'SNAP_CAPI_TOKEN', required: true },
    { name: 'SNAP_CAPI_VALIDATE', required: false },
    { name: 'SNAP_QUALIFIED_EVENT', required: false },
    { name: 'SNAP_CAPI_URL', required: false },
  ],
  clickIds: ['scCid'],
  utmSources: /^snap(chat)?$/,
  clickIdOnEveryLink: false,
  windowDays: 37,
  usesVisitor: true,
} as const satisfies PlatformDefinition<'snapchat'>
