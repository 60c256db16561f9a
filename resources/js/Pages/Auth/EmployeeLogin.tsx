import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import LanguageSwitch from '@/Components/LanguageSwitch';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

export default function EmployeeLogin({ station_name }: PageProps<'Auth/EmployeeLogin'>) {
  const { t } = useT();
  const form = useForm({ user_id: '', password: '', card_swipe_id: '' });
  const set = (key: keyof typeof form.data) => (e: ChangeEvent<HTMLInputElement>) =>
    form.setData(key, e.target.value);

  const submit = () => {
    const { user_id, password, card_swipe_id } = form.data;
    // docs/requirements.md §5: both User ID and Password, or a Card Swipe ID.
    if (!card_swipe_id.trim() && !(user_id.trim() && password)) {
      form.clearErrors();
      form.setError('user_id', t('errors.missingCredentials'));
      return;
    }
    form.clearErrors();
    form.post(route('employee.login'), { onFinish: () => form.reset('password', 'card_swipe_id') });
  };

  return (
    <>
      <Head title={t('auth.employee.title')} />
      <h1 data-test="page-title" className="text-center text-2xl font-semibold">
        {t('auth.employee.title')}
      </h1>
      <p className="mb-6 mt-1 text-center text-sm text-gray-600">
        {station_name
          ? t('auth.employee.station', { name: station_name })
          : t('auth.employee.noStation')}
      </p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {/* User ID and PIN: digits, so touch devices show a number pad (the on-screen keyboard's digit pad on a tablet). */}
        <Field name="user_id" label={t('auth.userId')} error={form.errors.user_id}>
          <TextInput
            name="user_id"
            inputMode="numeric"
            autoComplete="username"
            autoFocus
            value={form.data.user_id}
            onChange={set('user_id')}
          />
        </Field>
        <Field name="password" label={t('auth.password')} error={form.errors.password}>
          <TextInput
            name="password"
            type="password"
            inputMode="numeric"
            autoComplete="current-password"
            value={form.data.password}
            onChange={set('password')}
          />
        </Field>
        <div
          className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-gray-600"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-gray-200" />
          {t('common.or')}
          <span className="h-px flex-1 bg-gray-200" />
        </div>
        <Field name="card_swipe_id" label={t('auth.cardSwipeId')} error={form.errors.card_swipe_id}>
          <TextInput
            name="card_swipe_id"
            type="password"
            autoComplete="off"
            value={form.data.card_swipe_id}
            onChange={set('card_swipe_id')}
          />
        </Field>
        <Button
          type="submit"
          block
          size="lg"
          data-test="employee-login-submit"
          busy={form.processing}
          busyLabel={t('auth.loggingIn')}
        >
          {t('auth.login.title')}
        </Button>
      </Form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className={authLink}>
          {t('auth.employee.ownerLogin')}
        </Link>
      </div>
      <LanguageSwitch className="mt-4" />
    </>
  );
}
