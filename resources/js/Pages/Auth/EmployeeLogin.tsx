import { MESSAGES } from '@common/messages';
import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent, FormEvent } from 'react';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

interface Props {
  /** This device's station, when an owner has chosen one for it. */
  station_name: string | null;
}

/** Spec §5: both User ID and Password, or a Card Swipe ID. */
const MISSING = MESSAGES.missingCredentials;

export default function EmployeeLogin({ station_name }: Props) {
  const form = useForm({ user_id: '', password: '', card_swipe_id: '' });
  const set = (key: keyof typeof form.data) => (e: ChangeEvent<HTMLInputElement>) => form.setData(key, e.target.value);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { user_id, password, card_swipe_id } = form.data;
    if (!card_swipe_id.trim() && !(user_id.trim() && password)) {
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
      <p className="mb-6 mt-1 text-center text-sm text-gray-500">{station_name ? `Station: ${station_name}` : 'This device is not set up as a station yet.'}</p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field name="user_id" label="User ID" error={form.errors.user_id}>
          <TextInput name="user_id" inputMode="numeric" autoComplete="username" autoFocus value={form.data.user_id} invalid={!!form.errors.user_id} onChange={set('user_id')} />
        </Field>
        <Field name="password" label="Password" error={form.errors.password}>
          <TextInput name="password" type="password" autoComplete="current-password" value={form.data.password} invalid={!!form.errors.password} onChange={set('password')} />
        </Field>
        <div className="flex items-center gap-3 text-xs font-semibold uppercase tracking-wide text-gray-400" aria-hidden="true">
          <span className="h-px flex-1 bg-gray-200" />or<span className="h-px flex-1 bg-gray-200" />
        </div>
        <Field name="card_swipe_id" label="Card Swipe ID" error={form.errors.card_swipe_id}>
          <TextInput name="card_swipe_id" type="password" autoComplete="off" value={form.data.card_swipe_id} invalid={!!form.errors.card_swipe_id} onChange={set('card_swipe_id')} />
        </Field>
        <PrimaryButton data-test="employee-login-submit" busy={form.processing} className="w-full">Log in</PrimaryButton>
      </form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className="inline-flex min-h-11 items-center text-sm text-gray-600 hover:text-gray-900 hover:underline">Owner or manager login</Link>
      </div>
    </>
  );
}
