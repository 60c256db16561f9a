import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { BrowserSession } from '@common/pages/Profile/Show';
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
            <DeviceIcon handheld={/iPhone|Android|iPad/.test(s.device)} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-gray-900">
                {deviceName(s.device, t)}
              </p>
              <p className="text-sm text-gray-600">
                {s.ip === 'Unknown' ? t('profile.sessions.unknownIp') : s.ip},{' '}
                {s.is_current_device ? (
                  <span className="font-semibold text-primary-700">
                    {t('profile.sessions.thisDevice')}
                  </span>
                ) : (
                  lastActive(s.last_active, t)
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

/** The server names the device in English ("Chrome on Windows", "Unknown device"; presenters/profile.ts): said again in the page's language. */
function deviceName(device: string, t: T): string {
  if (device === 'Unknown device') return t('profile.sessions.unknownDevice');
  const on = / on /.exec(device);
  return on
    ? t('profile.sessions.device', {
        browser: device.slice(0, on.index),
        platform: device.slice(on.index + 4),
      })
    : device;
}

const AGO = {
  minute: 'profile.sessions.minutesAgo',
  hour: 'profile.sessions.hoursAgo',
  day: 'profile.sessions.daysAgo',
} as const;

/** The server's "Active now" or "5 minutes ago" (presenters/profile.ts lastActiveLabel), in the page's language. */
function lastActive(label: string, t: T): string {
  const ago = /^(\d+) (minute|hour|day)s? ago$/.exec(label);
  if (ago) return t(AGO[ago[2] as keyof typeof AGO], { count: Number(ago[1]) });
  return label === 'Active now' ? t('profile.sessions.activeNow') : label;
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
