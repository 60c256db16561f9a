import type { Db } from '../../../database/client';
import { findUserByEmail } from '../../../database/queries/users';
import { toLocale, type Locale } from '../../../common/i18n';
import type { TeamRole } from '../../../common/teamRoles';
import type { Config } from '../../config';
import type { Mailer } from '../../services/mail';
import { translator } from '../../services/i18n';
import type { RouteUrl } from '../urls';
import { INVITATION_DAYS } from './invitationTokens';

/** What the mail uses of the app (a request's ctx has it all). */
type Ctx = { config: Pick<Config, 'appName' | 'appUrl'>; mailer: Mailer; db: Db };

/** The words of a role in an invitation email (the page's own labels stay TEAM_ROLE_LABELS). */
const ROLE_NAMES = {
  owner: 'mail.invite.role.owner',
  manager: 'mail.invite.role.manager',
  'front desk': 'mail.invite.role.frontDesk',
} as const satisfies Record<TeamRole, string>;

/**
 * The invitation's email: the link is the only copy of the token (its hash is all that is stored).
 * In the language of the account the address already has, else the inviter's (`inviterLocale`).
 */
export async function sendInvitationMail(
  ctx: Ctx,
  routeUrl: RouteUrl,
  inviterLocale: Locale,
  m: { to: string; team: string; inviter: string; role: TeamRole; token: string },
) {
  const appName = ctx.config.appName;
  const appUrl = ctx.config.appUrl.replace(/\/$/, '');
  const link = `${appUrl}${routeUrl('team-invitations.show', { token: m.token })}`;
  const invitee = await findUserByEmail(ctx.db, m.to);
  const t = translator(invitee ? toLocale(invitee.locale) : inviterLocale);
  const role = t(ROLE_NAMES[m.role]);
  const text = [
    t('mail.invite.intro', { inviter: m.inviter, team: m.team, app: appName, role }),
    '',
    t('mail.invite.accept', { link }),
    '',
    t('mail.invite.expiry', { days: INVITATION_DAYS }),
  ].join('\n');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<p>${t('mail.invite.intro', { inviter: esc(m.inviter), team: `<strong>${esc(m.team)}</strong>`, app: esc(appName), role: esc(role) })}</p>` +
    `<p><a href="${esc(link)}">${esc(t('mail.invite.acceptLink'))}</a></p><p>${esc(t('mail.invite.expiry', { days: INVITATION_DAYS }))}</p>`;
  await ctx.mailer.send({
    to: m.to,
    subject: t('mail.invite.subject', { app: appName, team: m.team }),
    text,
    html,
  });
}
