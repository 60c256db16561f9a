import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { Props as ShowProps } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

type TwoFactor = ShowProps['two_factor'];

/** Enable (scan the QR code, type the first code), then recovery codes once; disable and new codes ask for the password. */
export default function TwoFactorAuthenticationForm({ twoFactor }: { twoFactor: TwoFactor }) {
  const [asking, setAsking] = useState<'disable' | 'regenerate' | null>(null);
  const [enabling, setEnabling] = useState(false);
  const confirm = useForm({ code: '' });
  const withPassword = useForm({ password: '' });

  const enable = () => router.post(route('two-factor.enable'), {}, { preserveScroll: true, onStart: () => setEnabling(true), onFinish: () => setEnabling(false) });
  const submitCode = () => confirm.post(route('two-factor.confirm'), { errorBag: 'confirmTwoFactor', preserveScroll: true, onSuccess: () => confirm.reset() });
  const close = () => {
    setAsking(null);
    withPassword.reset();
    withPassword.clearErrors();
  };
  const sendWithPassword = () => {
    const options = { errorBag: 'twoFactorPassword', preserveScroll: true, onSuccess: close };
    if (asking === 'disable') withPassword.delete(route('two-factor.disable'), options);
    else withPassword.post(route('two-factor.recovery-codes'), options);
  };

  return (
    <Section title="Two Factor Authentication" description="A code from an authenticator app on your phone, as well as your password, when you sign in." data-test="two-factor">
      <h3 className="text-base font-semibold text-gray-900" data-test="two-factor-status">
        {twoFactor.enabled ? 'You have enabled two factor authentication.' : twoFactor.setup ? 'Finish enabling two factor authentication.' : 'You have not enabled two factor authentication.'}
      </h3>
      <p className="mt-2 text-sm text-gray-600">
        When it is on, signing in asks for a 6-digit code from Google Authenticator, 1Password, Authy or a similar app after your password.
      </p>

      {twoFactor.setup && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-gray-700">Scan this QR code with your authenticator app, or type the setup key into it, then enter the code it shows.</p>
          <img src={twoFactor.setup.qr_data_url} alt="QR code to add Chairside to an authenticator app" width={192} height={192} className="h-48 w-48 rounded-lg border border-gray-200 bg-white" data-test="two-factor-qr" />
          <p className="text-sm text-gray-700">
            Setup key: <code className="break-all rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm text-gray-900" data-test="two-factor-secret">{twoFactor.setup.secret}</code>
          </p>
          <Form onSubmit={submitCode} errors={confirm.errors} className="space-y-4">
            <Field name="code" id="two-factor-code" label="Code" error={confirm.errors.code}>
              <TextInput name="code" id="two-factor-code" inputMode="numeric" autoComplete="one-time-code" maxLength={7} value={confirm.data.code} onChange={(e) => confirm.setData('code', e.target.value)} data-test="two-factor-code" fit className="w-40" />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" busy={confirm.processing} busyLabel="Confirming..." data-test="two-factor-confirm">Confirm</Button>
              <Button variant="secondary" onClick={enable} busy={enabling}>New QR code</Button>
            </div>
          </Form>
        </div>
      )}

      {twoFactor.recovery_codes && <RecoveryCodes codes={twoFactor.recovery_codes} />}

      <div className="mt-5 flex flex-wrap gap-3">
        {!twoFactor.enabled && !twoFactor.setup && <Button onClick={enable} busy={enabling} busyLabel="Enabling..." data-test="two-factor-enable">Enable</Button>}
        {twoFactor.enabled && (
          <>
            <Button variant="secondary" onClick={() => setAsking('regenerate')} data-test="two-factor-regenerate">New recovery codes</Button>
            <Button variant="danger" onClick={() => setAsking('disable')} data-test="two-factor-disable">Disable</Button>
          </>
        )}
      </div>
      {twoFactor.enabled && !twoFactor.recovery_codes && <p className="mt-3 text-sm text-gray-600">{twoFactor.recovery_codes_left} of 8 recovery codes left.</p>}

      <PasswordModal
        open={asking !== null}
        onClose={close}
        id="two-factor-password"
        title={asking === 'disable' ? 'Disable two factor authentication' : 'New recovery codes'}
        description={asking === 'disable' ? 'Type your password to turn two factor authentication off.' : 'Type your password. The old recovery codes stop working.'}
        password={withPassword.data.password}
        onPassword={(v) => withPassword.setData('password', v)}
        error={withPassword.errors.password}
        busy={withPassword.processing}
        confirmLabel={asking === 'disable' ? 'Disable' : 'Make new codes'}
        danger={asking === 'disable'}
        onConfirm={sendWithPassword}
      />
    </Section>
  );
}

/** Shown once, right after they were made: copy or download them now. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const text = `${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const a = document.createElement('a');
    a.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    a.download = 'chairside-recovery-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  return (
    <div className="mt-4 rounded-lg border border-primary-200 bg-primary-50 p-4" data-test="recovery-codes">
      <p className="text-sm font-medium text-gray-900">Store these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-gray-900">
        {codes.map((c) => <li key={c} data-test="recovery-code">{c}</li>)}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>{copied ? 'Copied' : 'Copy'}</Button>
        <Button variant="secondary" onClick={download}>Download</Button>
      </div>
    </div>
  );
}
