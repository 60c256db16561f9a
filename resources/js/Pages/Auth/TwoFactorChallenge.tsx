import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** two-factor.login: after the password, the code from the authenticator app, or one recovery code. */
export default function TwoFactorChallenge({
  expires_in_minutes,
}: PageProps<'Auth/TwoFactorChallenge'>) {
  const { t } = useT();
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ code: '', recovery_code: '' });
  // Only the field in use is sent, so its error comes back under it.
  form.transform((d) => (recovery ? { recovery_code: d.recovery_code } : { code: d.code }));
  const submit = () => form.post(route('two-factor.login.store'), { onFinish: () => form.reset() });
  const toggle = () => {
    setRecovery(!recovery);
    form.reset();
    form.clearErrors();
  };

  return (
    <>
      <Head title={t('account.twoFactor.title')} />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">
        {t('account.twoFactor.title')}
      </h1>
      <p className="mb-6 text-center text-sm text-gray-600">
        {t(recovery ? 'account.twoFactor.recoveryHelp' : 'account.twoFactor.codeHelp')}{' '}
        {/* Two messages, not an ICU plural: a plural in the sign-in catalogue would fetch the ICU runtime on every sign-in page. */}
        {expires_in_minutes === 1
          ? t('account.twoFactor.withinOne')
          : t('account.twoFactor.within', { minutes: expires_in_minutes })}
      </p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {recovery ? (
          <Field
            name="recovery_code"
            label={t('account.twoFactor.recoveryCode')}
            error={form.errors.recovery_code ?? form.errors.code}
          >
            <TextInput
              name="recovery_code"
              autoComplete="one-time-code"
              autoCapitalize="none"
              autoFocus
              maxLength={21}
              value={form.data.recovery_code}
              onChange={(e) => form.setData('recovery_code', e.target.value)}
              data-test="challenge-recovery-code"
            />
          </Field>
        ) : (
          <Field name="code" label={t('account.twoFactor.code')} error={form.errors.code}>
            <TextInput
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoFocus
              maxLength={7}
              value={form.data.code}
              onChange={(e) => form.setData('code', e.target.value)}
              data-test="challenge-code"
            />
          </Field>
        )}
        <Button
          type="submit"
          block
          busy={form.processing}
          busyLabel={t('account.twoFactor.checking')}
          data-test="challenge-submit"
        >
          {t('auth.login.title')}
        </Button>
        <Button variant="ghost" block onClick={toggle} data-test="challenge-toggle">
          {t(recovery ? 'account.twoFactor.useCode' : 'account.twoFactor.useRecovery')}
        </Button>
      </Form>
    </>
  );
}
