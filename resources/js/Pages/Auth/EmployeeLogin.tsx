import { MESSAGES } from '@common/messages';
import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/** Spec §5: both User ID and Password, or a Card Swipe ID. */
const MISSING = MESSAGES.missingCredentials;

export default function EmployeeLogin({ station_name }: PageProps<'Auth/EmployeeLogin'>) {
  const form = useForm({ user_id: '', password: '', card_swipe_id: '' });
  const set = (key: keyof typeof form.data) => (e: ChangeEvent<HTMLInputElement>) => form.setData(key, e.target.value);

  const submit = () => {
    const { user_id, password, card_swipe_id } = form.data;
    if (!card_swipe_id.trim() && !(user_id.trim() && password)) {
      form.clearErrors();
      form.setError('user_id', MISSING);
      return;
    }
    form.clearErrors();
    form.post(route('employee.login'), { onFinish: () => form.reset('password', 'card_swipe_id') });
  };

  return (
    <>
      <Head title="Employee Login" />
      <h1 data-test="page-title" className="text-center text-2xl font-semibold">Employee Login</h1>
      <p className="mb-6 mt-1 text-center text-sm text-gray-600">{station_name ? `Station: ${station_name}` : 'This device is not set up as a station yet.'}</p>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {/* User ID and PIN: digits, so touch devices show a number pad (the on-screen keyboard's digit pad on a tablet). */}
        <Field name="user_id" label="User ID" error={form.errors.user_id}>
          <TextInput name="user_id" inputMode="numeric" autoComplete="username" autoFocus value={form.data.user_id} onChange={set('user_id')} />
        </Field>
        <Field name="password" label="Password" error={form.errors.password}>
          <TextInput name="password" type="password" inputMode="numeric" autoComplete="current-password" value={form.data.password} onChange={set('password')} />
        </Field>
        <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-gray-600" aria-hidden="true">
          <span className="h-px flex-1 bg-gray-200" />or<span className="h-px flex-1 bg-gray-200" />
        </div>
        <Field name="card_swipe_id" label="Card Swipe ID" error={form.errors.card_swipe_id}>
          <TextInput name="card_swipe_id" type="password" autoComplete="off" value={form.data.card_swipe_id} onChange={set('card_swipe_id')} />
        </Field>
        <Button type="submit" block size="lg" data-test="employee-login-submit" busy={form.processing} busyLabel="Logging in...">Log in</Button>
      </Form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className={authLink}>Owner or manager login</Link>
      </div>
    </>
  );
}
