import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** two-factor.login: after the password, the code from the authenticator app, or one recovery code. */
export default function TwoFactorChallenge({ expires_in_minutes }: PageProps<'Auth/TwoFactorChallenge'>) {
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
      <Head title="Two-factor Confirmation" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Two-factor Confirmation</h1>
      <p className="mb-6 text-center text-sm text-gray-600">
        {recovery ? 'Enter one of your recovery codes.' : 'Enter the 6-digit code from your authenticator app.'} Within {expires_in_minutes} {expires_in_minutes === 1 ? 'minute' : 'minutes'}.
      </p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {recovery ? (
          <Field name="recovery_code" label="Recovery code" error={form.errors.recovery_code ?? form.errors.code}>
            <TextInput name="recovery_code" autoComplete="one-time-code" autoCapitalize="none" autoFocus maxLength={21} value={form.data.recovery_code} onChange={(e) => form.setData('recovery_code', e.target.value)} data-test="challenge-recovery-code" />
          </Field>
        ) : (
          <Field name="code" label="Code" error={form.errors.code}>
            <TextInput name="code" inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={7} value={form.data.code} onChange={(e) => form.setData('code', e.target.value)} data-test="challenge-code" />
          </Field>
        )}
        <Button type="submit" block busy={form.processing} busyLabel="Checking..." data-test="challenge-submit">Log in</Button>
        <Button variant="ghost" block onClick={toggle} data-test="challenge-toggle">{recovery ? 'Use an authentication code' : 'Use a recovery code'}</Button>
      </Form>
    </>
  );
}
