import { createHash } from 'node:crypto';
import type { BrowserSession } from '../../../common/pages/Profile/Show';
import { clock } from '../../../common/clock';

/** "Chrome on Windows", "Safari on iPad": enough to recognise a device, from its User-Agent. */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  if (!ua) return 'Unknown device';
  const platform = /iPad/.test(ua)
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
  const browser = /Edg\//.test(ua)
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
  if (browser && platform) return `${browser} on ${platform}`;
  return browser ?? platform ?? 'Unknown device';
}

/** "Active now" within a minute, else "5 minutes ago", "3 hours ago", "2 days ago". */
export function lastActiveLabel(at: Date, now = clock.now()): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  if (seconds < 60) return 'Active now';
  const [n, unit] =
    seconds < 3600
      ? [Math.floor(seconds / 60), 'minute']
      : seconds < 86_400
        ? [Math.floor(seconds / 3600), 'hour']
        : [Math.floor(seconds / 86_400), 'day'];
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/** One session as the list shows it; its key is a hash, so the page never holds a session id. */
export function browserSession(
  s: { id: string; ua: string | null; ip: string | null; lastActiveAt: Date },
  currentId: string,
  now = clock.now(),
): BrowserSession {
  return {
    key: createHash('sha256').update(s.id).digest('base64url').slice(0, 16),
    device: deviceLabel(s.ua),
    ip: s.ip || 'Unknown',
    is_current_device: s.id === currentId,
    last_active: s.id === currentId ? 'This device' : lastActiveLabel(s.lastActiveAt, now),
  };
}
