import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { BrowserSession } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

/** Where this account is signed in; with the password, every browser but this one is signed out. */
export default function LogoutOtherBrowserSessionsForm({ sessions }: { sessions: BrowserSession[] }) {
  const [open, setOpen] = useState(false);
  const form = useForm({ password: '' });
  const close = () => {
    setOpen(false);
    form.reset();
    form.clearErrors();
  };
  const submit = () => form.delete(route('other-browser-sessions.destroy'), { errorBag: 'logoutOtherBrowserSessions', preserveScroll: true, onSuccess: close });

  return (
    <Section title="Browser Sessions" description="Where you are signed in. Sign out the other browsers if you think someone else has your password." data-test="browser-sessions">
      <ul className="divide-y divide-gray-100" data-test="session-list">
        {sessions.map((s) => (
          <li key={s.key} className="flex items-center gap-3 py-3" data-test="session">
            <DeviceIcon handheld={/iPhone|Android|iPad/.test(s.device)} />
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-gray-900">{s.device}</p>
              <p className="text-sm text-gray-600">
                {s.ip}, {s.is_current_device ? <span className="font-semibold text-primary-700">This device</span> : `last active ${s.last_active.toLowerCase()}`}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Button className="mt-4" onClick={() => setOpen(true)} data-test="logout-other-sessions">Log out other browser sessions</Button>
      <PasswordModal
        open={open}
        onClose={close}
        id="logout-sessions"
        title="Log out other browser sessions"
        description="Type your password to sign out every other browser you are signed in on."
        password={form.data.password}
        onPassword={(v) => form.setData('password', v)}
        error={form.errors.password}
        busy={form.processing}
        confirmLabel="Log out other browsers"
        onConfirm={submit}
      />
    </Section>
  );
}

/** A phone or tablet outline, or a laptop's. */
function DeviceIcon({ handheld }: { handheld: boolean }) {
  return (
    <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-gray-100 text-gray-600">
      <svg viewBox="0 0 24 24" width="22" height="22" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
        {handheld ? (
          <><rect x="7" y="3" width="10" height="18" rx="2" /><path d="M11 18h2" /></>
        ) : (
          <><rect x="4" y="5" width="16" height="11" rx="1.5" /><path d="M2 19h20" /></>
        )}
      </svg>
    </span>
  );
}
