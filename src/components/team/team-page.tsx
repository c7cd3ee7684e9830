/**
 * The inbox's page as the server writes it (src/pages/team.tsx): the site's
 * frame with a plain header (the public menu's island does not run here),
 * the heading, and the element the inbox's script draws into, holding the
 * words it needs. Until the script runs, it says that the inbox needs it.
 */
import Layout from '../layout/layout'
import Container from '../layout/container'
import { TEAM_ROOT_ATTRIBUTE } from '../../lib/team/link-fragment'
import type { InboxProps } from './team-props'
import { colors } from '../../theme/tokens'

export default function TeamPage(props: InboxProps & { companyName: string }) {
  const { companyName, ...inbox } = props
  const header = (
    <header css={{ background: colors.ink, color: colors.onInk, paddingBlock: '1rem' }}>
      <Container>
        <p css={{ margin: 0, fontWeight: 700 }}>{companyName}</p>
      </Container>
    </header>
  )
  return (
    <Layout variant="landing" header={header}>
      <Container>
        <div css={{ paddingBlock: '2rem 3rem', display: 'grid', gap: '1.5rem' }}>
          <h1 css={{ margin: 0 }}>{inbox.copy.heading}</h1>
          <div {...{ [TEAM_ROOT_ATTRIBUTE]: JSON.stringify(inbox) }}>
            <noscript>
              <p>{inbox.copy.needsScript}</p>
            </noscript>
          </div>
        </div>
      </Container>
    </Layout>
  )
}
