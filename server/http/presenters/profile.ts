import { createHash } from 'node:crypto';
import { renderSVG } from 'uqr';
import type { getUser } from '../../../database/queries/users';
import { hasTwoFactor } from '../../domain/access/twoFactor';
import type { UserSession } from '../sessionStore';
import type {
  BrowserSession,
  DeviceBrowser,
  DevicePlatform,
} from '../../../common/pages/Profile/Show';
import { clock } from '../../../common/clock';

/**
 * The browser and the platform a session was signed in from, by their product names (the same
 * in every language; the page says "Chrome on Windows" in its own), from its User-Agent: enough
 * to recognise a device. Null where the User-Agent does not say.
 */
export function deviceOf(userAgent: string | null | undefined): {
  browser: DeviceBrowser | null;
  platform: DevicePlatform | null;
} {
  const ua = userAgent ?? '';
  const platform: DevicePlatform | null = /iPad/.test(ua)
    ? 'iPad'
    : /iPhone/.test(ua)
      ? 'iPhone'
      : /Android/.test(ua)
        ? 'Android'
        : /CrOS/.test(ua)
          ? 'ChromeOS'
          : /Windows/.test(ua)
            ? 'Windows'
            : /Macintosh|Mac OS X/.test(ua)
              ? 'Mac'
              : /Linux/.test(ua)
                ? 'Linux'
                : null;
  const browser: DeviceBrowser | null = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\/|FxiOS/.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null;
  return { browser, platform };
}

/**
 * One session as the list shows it; its key is a hash, so the page never holds a session id. How
 * long ago it was last active is counted on the server's clock, so a device's wrong clock does not
 * change it.
 */
export function browserSession(
  s: { id: string; ua: string | null; ip: string | null; lastActiveAt: Date },
  currentId: string,
  now = clock.now(),
): BrowserSession {
  return {
    key: createHash('sha256').update(s.id).digest('base64url').slice(0, 16),
    ...deviceOf(s.ua),
    ip: s.ip || null,
    is_current_device: s.id === currentId,
    idle_seconds: Math.max(0, Math.floor((now.getTime() - s.lastActiveAt.getTime()) / 1000)),
  };
}

/**
 * profiles.index: the account's name, email and avatar; two-factor (a new secret's QR code while
 * it is being set up, recovery codes just made); its browser sessions, this one first; and what
 * deleting it would do.
 */
export function profilePage(p: {
  user: NonNullable<Awaited<ReturnType<typeof getUser>>>;
  setup: { secret: string; uri: string } | null;
  codes: string[] | null;
  sessions: UserSession[];
  currentSessionId: string;
  deletion: { kind: 'owner' | 'account' | 'none'; storeName: string | null };
  now: Date;
}) {
  const { user, setup } = p;
  const list = p.sessions.map((s) =>
    browserSession(
      {
        id: s.id,
        ua: s.data.client?.ua ?? null,
        ip: s.data.client?.ip ?? null,
        lastActiveAt: s.lastActiveAt,
      },
      p.currentSessionId,
      p.now,
    ),
  );
  // This browser first, then by last activity (the store's order).
  list.sort((a, b) => Number(b.is_current_device) - Number(a.is_current_device));
  return {
    user: {
      name: user.name,
      email: user.email,
      email_verified: !!user.emailVerifiedAt,
      avatar_url: user.avatarUrl,
    },
    two_factor: {
      enabled: hasTwoFactor(user),
      setup: setup
        ? {
            qr_data_url: `data:image/svg+xml;base64,${Buffer.from(renderSVG(setup.uri, { border: 2 })).toString('base64')}`,
            secret: setup.secret,
          }
        : null,
      recovery_codes: p.codes,
      recovery_codes_left: hasTwoFactor(user) ? (user.twoFactorRecoveryCodes ?? []).length : 0,
    },
    sessions: list,
    deletion: { kind: p.deletion.kind, store_name: p.deletion.storeName },
  };
}
