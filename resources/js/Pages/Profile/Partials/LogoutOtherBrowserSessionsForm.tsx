import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { BrowserSession, DevicePlatform } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

/** Where this account is signed in; with the password, every browser but this one is signed out. */
export default function LogoutOtherBrowserSessionsForm({
  sessions,
}: {
  sessions: BrowserSession[];
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '' });
  const close = () => {
    setOpen(false);
    form.reset();
    form.clearErrors();
  };
  const submit = () =>
    form.delete(route('other-browser-sessions.destroy'), {
      errorBag: 'logoutOtherBrowserSessions',
      preserveScroll: true,
      onSuccess: close,
    });

  return (
    <Section
      title={t('profile.sessions.title')}
      description={t('profile.sessions.description')}
      data-test="browser-sessions"
    >
      <ul className="divide-y divide-gray-100" data-test="session-list">
        {sessions.map((s) => (
          <li key={s.key} className="flex items-center gap-3 py-3" data-test="session">
            <DeviceIcon handheld={s.platform !== null && HANDHELD.includes(s.platform)} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-gray-900">{deviceName(s, t)}</p>
              <p className="text-sm text-gray-600">
                {s.ip ?? t('profile.sessions.unknownIp')},{' '}
                {s.is_current_device ? (
                  <span className="font-semibold text-primary-700">
                    {t('profile.sessions.thisDevice')}
                  </span>
                ) : (
                  lastActive(s.idle_seconds, t)
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button className="mt-4" onClick={() => setOpen(true)} data-test="logout-other-sessions">
        {t('profile.sessions.logoutOthers')}
      </Button>
      <PasswordModal
        open={open}
        onClose={close}
        id="logout-sessions"
        title={t('profile.sessions.logoutOthers')}
        description={t('profile.sessions.modalHelp')}
        password={form.data.password}
        onPassword={(v) => form.setData('password', v)}
        error={form.errors.password}
        busy={form.processing}
        confirmLabel={t('profile.sessions.confirm')}
        onConfirm={submit}
      />
    </Section>
  );
}

type T = ReturnType<typeof useT>['t'];

/** Platforms drawn as a phone or tablet. */
const HANDHELD: readonly DevicePlatform[] = ['iPhone', 'iPad', 'Android']; // product names: i18n-ignore

/** "Chrome on Windows", or the one name known, or "Unknown device", in the page's language. */
function deviceName({ browser, platform }: BrowserSession, t: T): string {
  if (browser && platform) return t('profile.sessions.device', { browser, platform });
  return browser ?? platform ?? t('profile.sessions.unknownDevice');
}

/** "active now" within a minute, else "last active 5 minutes ago", "3 hours ago", "2 days ago". */
function lastActive(seconds: number, t: T): string {
  if (seconds < 60) return t('profile.sessions.activeNow');
  if (seconds < 3600) return t('profile.sessions.minutesAgo', { count: Math.floor(seconds / 60) });
  if (seconds < 86_400)
    return t('profile.sessions.hoursAgo', { count: Math.floor(seconds / 3600) });
  return t('profile.sessions.daysAgo', { count: Math.floor(seconds / 86_400) });
}

/** A phone or tablet outline, or a laptop's. */
function DeviceIcon({ handheld }: { handheld: boolean }) {
  return (
    <span
      aria-hidden="true"
      className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600"
    >
      <svg
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {handheld ? (
          <>
            <rect x="7" y="3" width="10" height="18" rx="2" />
            <path d="M11 18h2" />
          </>
        ) : (
          <>
            <rect x="4" y="5" width="16" height="11" rx="1.5" />
            <path d="M2 19h20" />
          </>
        )}
      </svg>
    </span>
  );
}
