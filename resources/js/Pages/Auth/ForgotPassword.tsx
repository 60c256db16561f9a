import { Head, Link, useForm } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

export default function ForgotPassword() {
  const { t } = useT();
  const form = useForm({ email: '' });
  const submit = () => form.post(route('password.email'));

  return (
    <>
      <Head title={t('account.forgotPw.title')} />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">
        {t('account.forgotPw.title')}
      </h1>
      <p className="mb-6 text-center text-sm text-gray-600">{t('account.forgotPw.intro')}</p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        <Field name="email" label={t('auth.email')} error={form.errors.email}>
          <TextInput
            name="email"
            type="email"
            autoComplete="username"
            autoFocus
            value={form.data.email}
            onChange={(e) => form.setData('email', e.target.value)}
          />
        </Field>
        <Button
          type="submit"
          block
          data-test="forgot-password-submit"
          busy={form.processing}
          busyLabel={t('account.sending')}
        >
          {t('account.forgotPw.submit')}
        </Button>
      </Form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className={authLink}>
          {t('account.backToLogin')}
        </Link>
      </div>
    </>
  );
}
