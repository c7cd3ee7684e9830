/**
 * The contact handler's `landing` step: a landing lead keeps its page,
 * campaign and variant only when the build published them (the rule:
 * ../landing-check.ts).
 */
import { withPublishedLanding } from '../landing-check'
import type { Accepted } from './state'

export const landing = <S extends Accepted>(state: S): S => ({ ...state, lead: withPublishedLanding(state.lead, state.deps.landingPages, state.deps.log) })
