/**
 * The team's inbox, as the browser draws it on /team/ and /ar/team/
 * (src/pages/team.tsx): from a sign-in link, the Sign in button; signed out,
 * the sign-in form; signed in, the views' links and the list or, with
 * `?lead=<id>`, the lead's page, or with `?view=campaigns` the Campaigns view.
 */
import { useCallback, useEffect, useState } from 'react'
import { LINK_FRAGMENT } from '../../lib/team/link-fragment'
import { AskForLink, SpendLink } from './sign-in'
import { CampaignsView } from './campaigns-view'
import { InboxNav, viewOf } from './inbox-nav'
import { LeadList } from './lead-list'
import { LeadPage } from './lead-page'
import { api } from './team-api'
import type { InboxProps } from './team-props'
import { note, quietButton } from './team-styles'

type State = { view: 'loading' } | { view: 'link'; token: string } | { view: 'signed-out'; mailMissing: boolean; refused?: boolean } | { view: 'signed-in'; email: string } | { view: 'trouble' }

/** The link's token, taken out of the address at once, so that it is in no history entry or bookmark. */
function takeToken(): string | undefined {
  const match = new RegExp(`^#${LINK_FRAGMENT}=([\\w-]+)$`).exec(window.location.hash)
  if (!match) return undefined
  window.history.replaceState(null, '', window.location.pathname + window.location.search)
  return match[1]
}

export default function Inbox(props: InboxProps) {
  const { copy } = props
  const [state, setState] = useState<State>(() => {
    const token = takeToken()
    return token ? { view: 'link', token } : { view: 'loading' }
  })
  const whoAmI = useCallback(() => {
    api<{ email: string; mail: string }>('me')
      .then(({ status, body }) => setState(status === 200 ? { view: 'signed-in', email: body.email } : status === 401 ? { view: 'signed-out', mailMissing: body.mail === 'missing' } : { view: 'trouble' }))
      .catch(() => setState({ view: 'trouble' }))
  }, [])
  useEffect(() => {
    if (state.view === 'loading') whoAmI()
  }, [state.view, whoAmI])
  // A link opened in a tab already on this page changes only the fragment.
  useEffect(() => {
    const opened = () => {
      const token = takeToken()
      if (token) setState({ view: 'link', token })
    }
    window.addEventListener('hashchange', opened)
    return () => window.removeEventListener('hashchange', opened)
  }, [])
  const signedOut = useCallback(() => setState({ view: 'signed-out', mailMissing: false }), [])
  async function signOut() {
    await api('sign-out', {}).catch(() => undefined)
    window.history.replaceState(null, '', window.location.pathname)
    signedOut()
  }
  if (state.view === 'loading') return null
  if (state.view === 'trouble') return <p css={note('error')}>{copy.trouble}</p>
  if (state.view === 'link')
    return <SpendLink {...props} token={state.token} onSignedIn={(email) => setState({ view: 'signed-in', email })} onRefused={() => setState({ view: 'signed-out', mailMissing: false, refused: true })} />
  if (state.view === 'signed-out')
    return (
      <div css={{ display: 'grid', gap: '1rem' }}>
        {state.refused && (
          <p role="alert" css={note('error')}>
            {copy.linkRefused}
          </p>
        )}
        <AskForLink {...props} mailMissing={state.mailMissing} />
      </div>
    )
  const params = new URLSearchParams(window.location.search)
  const view = viewOf(params)
  const lead = params.get('lead')
  return (
    <div css={{ display: 'grid', gap: '1.5rem' }}>
      <div css={{ display: 'flex', gap: '1rem', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <p css={{ margin: 0, overflowWrap: 'anywhere' }}>
          {copy.signedInAs} <strong dir="ltr">{state.email}</strong>
        </p>
        <button type="button" css={quietButton} onClick={signOut}>
          {copy.signOut}
        </button>
      </div>
      <InboxNav copy={copy} current={view} />
      {view === 'campaigns' ? <CampaignsView {...props} onSignedOut={signedOut} /> : lead ? <LeadPage {...props} id={lead} onSignedOut={signedOut} /> : <LeadList {...props} onSignedOut={signedOut} />}
    </div>
  )
}
