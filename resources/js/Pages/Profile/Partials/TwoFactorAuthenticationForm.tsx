import { router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { Props as ShowProps } from '@common/pages/Profile/Show';
import PasswordModal from './PasswordModal';
import Section from './Section';

type TwoFactor = ShowProps['two_factor'];

/**
 * Enable (the password first, then scan the QR code and type the first code), then recovery codes
 * once; disable and new codes ask for the password each time. The first code and a new QR code
 * need no second typing for a few minutes after it; later, the page asks for it again.
 */
export default function TwoFactorAuthenticationForm({ twoFactor }: { twoFactor: TwoFactor }) {
  const { t } = useT();
  const [asking, setAsking] = useState<'enable' | 'confirm' | 'disable' | 'regenerate' | null>(
    null,
  );
  const [enabling, setEnabling] = useState(false);
  const confirm = useForm<{ code: string; password?: string }>({ code: '' });
  const withPassword = useForm({ password: '' });

  // A new QR code while setting up: the password typed a few minutes ago still counts; if not, it is asked for.
  const newQr = () =>
    router.post(
      route('two-factor.enable'),
      {},
      {
        errorBag: 'twoFactorPassword',
        preserveScroll: true,
        onStart: () => setEnabling(true),
        onFinish: () => setEnabling(false),
        onError: (errors) => {
          if (errors.password) setAsking('enable');
        },
      },
    );
  const submitCode = () => {
    confirm.transform((d) => ({ code: d.code }));
    confirm.post(route('two-factor.confirm'), {
      errorBag: 'confirmTwoFactor',
      preserveScroll: true,
      onSuccess: () => confirm.reset(),
      onError: (errors) => {
        // The password's confirmation lapsed: the dialog asks for it (its text says why, no error yet).
        if (!errors.password) return;
        confirm.clearErrors('password');
        setAsking('confirm');
      },
    });
  };
  const close = () => {
    setAsking(null);
    withPassword.reset();
    withPassword.clearErrors();
    confirm.clearErrors('password');
  };
  const sendWithPassword = () => {
    if (asking === 'confirm') {
      // The code typed, with the password: a wrong code shows under its field once the dialog closes.
      confirm.transform((d) => ({ code: d.code, password: withPassword.data.password }));
      confirm.post(route('two-factor.confirm'), {
        errorBag: 'confirmTwoFactor',
        preserveScroll: true,
        onSuccess: () => {
          close();
          confirm.reset();
        },
        onError: (errors) => {
          if (!errors.password) close();
        },
      });
      return;
    }
    const options = { errorBag: 'twoFactorPassword', preserveScroll: true, onSuccess: close };
    if (asking === 'enable') withPassword.post(route('two-factor.enable'), options);
    else if (asking === 'disable') withPassword.delete(route('two-factor.disable'), options);
    else withPassword.post(route('two-factor.recovery-codes'), options);
  };
  const modal = {
    enable: {
      title: 'profile.twoFactor.enableTitle',
      help: 'profile.twoFactor.enableHelp',
      label: 'profile.twoFactor.enable',
    },
    confirm: {
      title: 'profile.twoFactor.enableTitle',
      help: 'profile.twoFactor.confirmHelp',
      label: 'common.confirm',
    },
    disable: {
      title: 'profile.twoFactor.disableTitle',
      help: 'profile.twoFactor.disableHelp',
      label: 'profile.twoFactor.disable',
    },
    regenerate: {
      title: 'profile.twoFactor.newCodes',
      help: 'profile.twoFactor.regenerateHelp',
      label: 'profile.twoFactor.makeNew',
    },
  }[asking ?? 'enable'];

  // The key in code type inside the sentence: the message marks where it goes.
  const setupKey = t('profile.twoFactor.setupKey', { key: '\u0000' }).split('\u0000');

  return (
    <Section
      title={t('profile.twoFactor.title')}
      description={t('profile.twoFactor.description')}
      data-test="two-factor"
    >
      <h3 className="text-base font-semibold text-gray-900" data-test="two-factor-status">
        {t(
          twoFactor.enabled
            ? 'profile.twoFactor.enabled'
            : twoFactor.setup
              ? 'profile.twoFactor.finish'
              : 'profile.twoFactor.notEnabled',
        )}
      </h3>
      <p className="mt-2 text-sm text-gray-600">{t('profile.twoFactor.explain')}</p>

      {twoFactor.setup && (
        <div className="mt-4 space-y-4">
          <p className="text-sm text-gray-700">{t('profile.twoFactor.scan')}</p>
          <img
            src={twoFactor.setup.qr_data_url}
            alt={t('profile.twoFactor.qrAlt')}
            width={192}
            height={192}
            className="h-48 w-48 rounded-lg border border-gray-200 bg-white"
            data-test="two-factor-qr"
          />
          <p className="text-sm text-gray-700">
            {setupKey[0]}
            <code
              className="break-all rounded bg-gray-100 px-1.5 py-0.5 font-mono text-sm text-gray-900"
              data-test="two-factor-secret"
            >
              {twoFactor.setup.secret}
            </code>
            {setupKey[1]}
          </p>
          <Form onSubmit={submitCode} errors={confirm.errors} className="space-y-4">
            <Field
              name="code"
              id="two-factor-code"
              label={t('profile.twoFactor.code')}
              error={confirm.errors.code}
            >
              <TextInput
                name="code"
                id="two-factor-code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={7}
                value={confirm.data.code}
                onChange={(e) => confirm.setData('code', e.target.value)}
                data-test="two-factor-code"
                fit
                className="w-40"
              />
            </Field>
            <div className="flex flex-wrap gap-3">
              <Button
                type="submit"
                busy={confirm.processing}
                busyLabel={t('common.confirming')}
                data-test="two-factor-confirm"
              >
                {t('common.confirm')}
              </Button>
              <Button variant="secondary" onClick={newQr} busy={enabling}>
                {t('profile.twoFactor.newQr')}
              </Button>
            </div>
          </Form>
        </div>
      )}

      {twoFactor.recovery_codes && <RecoveryCodes codes={twoFactor.recovery_codes} />}

      <div className="mt-5 flex flex-wrap gap-3">
        {!twoFactor.enabled && !twoFactor.setup && (
          <Button onClick={() => setAsking('enable')} data-test="two-factor-enable">
            {t('profile.twoFactor.enable')}
          </Button>
        )}
        {twoFactor.enabled && (
          <>
            <Button
              variant="secondary"
              onClick={() => setAsking('regenerate')}
              data-test="two-factor-regenerate"
            >
              {t('profile.twoFactor.newCodes')}
            </Button>
            <Button
              variant="danger"
              onClick={() => setAsking('disable')}
              data-test="two-factor-disable"
            >
              {t('profile.twoFactor.disable')}
            </Button>
          </>
        )}
      </div>
      {twoFactor.enabled && !twoFactor.recovery_codes && (
        <p className="mt-3 text-sm text-gray-600">
          {t('profile.twoFactor.codesLeft', { count: twoFactor.recovery_codes_left })}
        </p>
      )}

      <PasswordModal
        open={asking !== null}
        onClose={close}
        id="two-factor-password"
        title={t(modal.title)}
        description={t(modal.help)}
        password={withPassword.data.password}
        onPassword={(v) => withPassword.setData('password', v)}
        error={asking === 'confirm' ? confirm.errors.password : withPassword.errors.password}
        busy={asking === 'confirm' ? confirm.processing : withPassword.processing}
        confirmLabel={t(modal.label)}
        danger={asking === 'disable'}
        onConfirm={sendWithPassword}
      />
    </Section>
  );
}

/** Shown once, right after they were made: copy or download them now. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useT();
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
    <div
      className="mt-4 rounded-lg border border-primary-200 bg-primary-50 p-4"
      data-test="recovery-codes"
    >
      <p className="text-sm font-medium text-gray-900">{t('profile.twoFactor.storeCodes')}</p>
      <ul className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-gray-900">
        {codes.map((c) => (
          <li key={c} data-test="recovery-code">
            {c}
          </li>
        ))}
      </ul>
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={copy}>
          {t(copied ? 'profile.twoFactor.copied' : 'profile.twoFactor.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('profile.twoFactor.download')}
        </Button>
      </div>
    </div>
  );
}
