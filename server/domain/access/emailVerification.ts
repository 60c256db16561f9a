import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../../database/client';
import { getUser, markEmailVerified } from '../../../database/queries/users';
import type { Config } from '../../config';
import type { Mailer } from '../../services/mail';
import { translator } from '../../services/i18n';
import { accountLocale } from '../../services/messageLocale';
import type { RouteUrl } from '../urls';
import { clock } from '../../../common/clock';

/** What these operations use of the app (a request's ctx has it all), and the route table's URL builder beside it. */
type Ctx = { config: Pick<Config, 'appUrl' | 'sessionSecret' | 'appName'>; mailer: Mailer; db: Db };

const LINK_MINUTES = 60;
const sha1 = (text: string) => createHash('sha1').update(text).digest('hex');
const sign = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** A signed, expiring link like Laravel's: /email/verify/{id}/{sha1(email)}?expires=…&signature=… */
export function verificationLink(
  ctx: Pick<Ctx, 'config'>,
  routeUrl: RouteUrl,
  user: { id: number; email: string },
): string {
  const expires = Math.floor(clock.ms() / 1000) + LINK_MINUTES * 60;
  const path = routeUrl(
    'verification.verify',
    { id: user.id, hash: sha1(user.email.toLowerCase()) },
    { expires },
  );
  return `${ctx.config.appUrl}${path}&signature=${sign(ctx.config.sessionSecret, path)}`;
}

/** In the account's own language. */
export async function sendVerificationEmail(
  ctx: Pick<Ctx, 'config' | 'mailer' | 'db'>,
  routeUrl: RouteUrl,
  user: { id: number; email: string; name: string },
) {
  const t = translator(await accountLocale(ctx.db, { kind: 'user', id: user.id }));
  await ctx.mailer.send({
    to: user.email,
    subject: t('mail.verify.subject', { app: ctx.config.appName }),
    text: t('mail.verify.text', { name: user.name, link: verificationLink(ctx, routeUrl, user) }),
  });
}

export async function verifyEmailLink(
  ctx: Pick<Ctx, 'config' | 'db'>,
  routeUrl: RouteUrl,
  link: {
    id: number;
    hash: string;
    expires: string;
    signature: string;
    actorUserId: number | null;
  },
): Promise<boolean> {
  if (link.actorUserId !== link.id) return false;
  if (!/^\d+$/.test(link.expires) || Number(link.expires) * 1000 < clock.ms()) return false;
  const path = routeUrl(
    'verification.verify',
    { id: link.id, hash: link.hash },
    { expires: link.expires },
  );
  const expected = Buffer.from(sign(ctx.config.sessionSecret, path));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  const user = await getUser(ctx.db, link.id);
  if (!user || sha1(user.email.toLowerCase()) !== link.hash) return false;
  if (!user.emailVerifiedAt) await markEmailVerified(ctx.db, user.id);
  return true;
}
