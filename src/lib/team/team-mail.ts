/**
 * How the team's sign-in links go out (team-auth.ts): over the leads' SMTP
 * server (SMTP_URL, from LEADS_EMAIL_FROM); locally without it, printed in
 * the server's log; on a deploy without it, not at all (the page then says
 * that e-mail must be set up).
 */
import { leadDeploy, type LeadDeploy } from '../leads/lead-delivery'

/** How a sign-in link goes out: by e-mail, printed in the server's log (locally, without SMTP_URL), or not at all (a deploy without SMTP_URL). */
export type LinkMail = { by: 'email'; smtpUrl: string; from: string } | { by: 'log' } | { by: 'none' }

export function linkMail(env: NodeJS.ProcessEnv, deploy: LeadDeploy): LinkMail {
  if (env.SMTP_URL) return { by: 'email', smtpUrl: env.SMTP_URL, from: env.LEADS_EMAIL_FROM || env.LEADS_EMAIL_TO || 'leads@localhost' }
  return deploy === 'local' ? { by: 'log' } : { by: 'none' }
}

export const teamDeploy = (deployContext: string | undefined): LeadDeploy => leadDeploy(deployContext)
