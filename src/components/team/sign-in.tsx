/**
 * Signed out: the E-mail field and "Send me a sign-in link", answered with the
 * same sentence whatever the address; or, opened from a link, the one Sign
 * in button that spends it (a scanner that only opens the link signs nobody in).
 */
import { useState, type FormEvent } from 'react'
import { api } from './team-api'
import { SettingsNote } from './settings-note'
import type { InboxProps } from './team-props'
import { button, field, note } from './team-styles'

export function AskForLink({ copy, locale, mailMissing }: InboxProps & { mailMissing: boolean }) {
  const [email, setEmail] = useState('')
  const [answer, setAnswer] = useState<'sent' | 'trouble' | undefined>()
  const [busy, setBusy] = useState(false)
  async function send(event: FormEvent) {
    event.preventDefault()
    setBusy(true)
    const { status } = await api('link', { email, language: locale }).catch(() => ({ status: 0 }))
    setBusy(false)
    setAnswer(status === 200 ? 'sent' : 'trouble')
  }
  return (
    <section aria-labelledby="sign-in-heading" css={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
      <h2 id="sign-in-heading">{copy.signInHeading}</h2>
      {mailMissing && <SettingsNote copy={copy} kind="error" text={copy.mailMissing} />}
      <form onSubmit={send} css={{ display: 'grid', gap: '1rem' }}>
        <div css={field}>
          <label htmlFor="team-email">{copy.emailLabel}</label>
          <input id="team-email" type="email" name="email" autoComplete="email" dir="ltr" required value={email} onChange={(event) => setEmail(event.target.value)} />
        </div>
        <button type="submit" css={button} disabled={busy}>
          {copy.sendLink}
        </button>
      </form>
      <div role="status">{answer === 'sent' ? <p css={note('info')}>{copy.linkSent}</p> : answer === 'trouble' ? <p css={note('error')}>{copy.trouble}</p> : null}</div>
    </section>
  )
}

export function SpendLink({ copy, token, onSignedIn, onRefused }: InboxProps & { token: string; onSignedIn: (email: string) => void; onRefused: () => void }) {
  const [busy, setBusy] = useState(false)
  async function signIn() {
    setBusy(true)
    const { status, body } = await api<{ email: string }>('session', { token }).catch(() => ({ status: 0, body: { email: '' } }))
    setBusy(false)
    if (status === 200) onSignedIn(body.email)
    else onRefused()
  }
  return (
    <section aria-labelledby="spend-heading" css={{ display: 'grid', gap: '1rem', maxInlineSize: '28rem' }}>
      <h2 id="spend-heading">{copy.signInHeading}</h2>
      <p>{copy.signInText}</p>
      <button type="button" css={button} onClick={signIn} disabled={busy}>
        {copy.signInButton}
      </button>
    </section>
  )
}
