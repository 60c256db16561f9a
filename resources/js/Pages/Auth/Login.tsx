import { Head, Link, useForm } from '@inertiajs/react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

export default function Login({ canResetPassword, redirect }: PageProps<'Auth/Login'>) {
  const { t } = useT();
  // The page a guest was sent here from goes back with the form: a guest's visit keeps no session for it.
  const form = useForm({ email: '', password: '', remember: false, redirect });

  // A throttled attempt comes back as a 429 page with the message under email; it renders like any other.
  const submit = () => form.post(route('login'), { onFinish: () => form.reset('password') });

  return (
    <>
      <Head title={t('auth.login.title')} />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">
        {t('auth.login.title')}
      </h1>
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
        <Field name="password" label={t('auth.password')} error={form.errors.password}>
          <TextInput
            name="password"
            type="password"
            autoComplete="current-password"
            value={form.data.password}
            onChange={(e) => form.setData('password', e.target.value)}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox
            name="remember"
            label={t('auth.remember')}
            checked={form.data.remember}
            onChange={(e) => form.setData('remember', e.target.checked)}
          />
          {canResetPassword && (
            <Link href={route('password.request')} className={authLink}>
              {t('auth.forgot')}
            </Link>
          )}
        </div>
        <Button
          type="submit"
          block
          data-test="login-submit"
          busy={form.processing}
          busyLabel={t('auth.loggingIn')}
        >
          {t('auth.login.title')}
        </Button>
      </Form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 border-t border-gray-100 pt-4">
        <Link href={route('employee.login')} className={authLink}>
          {t('auth.employeeLogin')}
        </Link>
        <Link href={route('register')} className={authLink}>
          {t('auth.register')}
        </Link>
      </div>
      <LanguageSwitch className="mt-4" />
    </>
  );
}
