import { Head, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

export default function ResetPassword({ token, email }: PageProps<'Auth/ResetPassword'>) {
  const { t } = useT();
  const form = useForm({ token, email, password: '', password_confirmation: '' });
  const submit = () =>
    form.post(route('password.update'), {
      onFinish: () => form.reset('password', 'password_confirmation'),
    });

  return (
    <>
      <Head title={t('account.resetPw.title')} />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">
        {t('account.resetPw.title')}
      </h1>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        <Field name="email" label={t('auth.email')} error={form.errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
          />
        </Field>
        <Field
          name="password"
          label={t('account.resetPw.new')}
          error={form.errors.password || form.errors.token}
        >
          <TextInput
            name="password"
            type="password"
            autoComplete="new-password"
            autoFocus
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
          />
        </Field>
        <Field
          name="password_confirmation"
          label={t('account.confirmPassword')}
          error={form.errors.password_confirmation}
        >
          <TextInput
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={form.data.password_confirmation}
            onChange={(e) => form.setData('password_confirmation', e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          block
          data-test="reset-password-submit"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('account.resetPw.title')}
        </Button>
      </Form>
    </>
  );
}
