import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export default function ConfirmPassword() {
  const { t } = useT();
  const form = useForm({ password: '' });
  const submit = () =>
    form.post(route('password.confirm'), { onFinish: () => form.reset('password') });

  return (
    <>
      <Head title={t('account.confirmPw.title')} />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">
        {t('account.confirmPw.title')}
      </h1>
      <p className="mb-6 text-center text-sm text-gray-600">{t('account.confirmPw.intro')}</p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        <Field name="password" label={t('auth.password')} error={form.errors.password}>
          <TextInput
            name="password"
            type="password"
            autoComplete="current-password"
            autoFocus
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          block
          data-test="confirm-password-submit"
          busy={form.processing}
          busyLabel={t('common.confirming')}
        >
          {t('common.confirm')}
        </Button>
      </Form>
    </>
  );
}
