/**
 * A sentence saying which of the site's settings a part of the inbox needs
 * (SMTP_URL to sign in, PLAUSIBLE_API_KEY for the visitors), with the link
 * to the guide to setting them.
 */
import { SETTINGS_GUIDE, type InboxProps } from './team-props'
import { link, note } from './team-styles'

export function SettingsNote({ copy, kind, text }: Pick<InboxProps, 'copy'> & { kind: 'error' | 'info'; text: string }) {
  return (
    <p css={note(kind)}>
      {text}{' '}
      <a css={link} href={SETTINGS_GUIDE}>
        {copy.guideLink}
      </a>
    </p>
  )
}
