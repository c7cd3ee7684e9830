/**
 * Where the fixture build (scripts/build-insights-fixtures.mjs) is served
 * and where its page views go: it is the build with analytics on, and
 * its server's /api/event function sends them to the Plausible stand-in
 * the analytics spec starts on loopback. Read by the build script, the
 * fixtures' Playwright config and the spec; no __dirname, so a plain Node
 * script can import it through scripts/typescript-hooks.mjs.
 */
export const FIXTURES_PORT = Number(process.env.E2E_FIXTURES_PORT ?? 9130)
export const PLAUSIBLE_STAND_IN_PORT = FIXTURES_PORT + 2
/** The variables the fixture build is made with. */
export const FIXTURES_ANALYTICS_ENV = { PLAUSIBLE_DOMAIN: 'www.northwindgrowth.com', PLAUSIBLE_HOST: `http://127.0.0.1:${PLAUSIBLE_STAND_IN_PORT}` }
