/**
 * The ad platform the fixture build (scripts/build-insights-fixtures.mjs) is
 * made with, so that its forms ask for consent: Meta, with a pixel and a
 * token that exist nowhere. Only the build has them; the served contact
 * function does not, so no lead is ever sent to a platform. No __dirname, so
 * the build script can import it through scripts/typescript-hooks.mjs.
 */
export const FIXTURES_AD_PLATFORM_ENV = { META_PIXEL_ID: '000000000000000', META_CAPI_TOKEN: 'fixture-build-only' }
