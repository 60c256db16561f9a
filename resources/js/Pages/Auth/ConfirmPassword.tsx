import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

export default function ConfirmPassword() {
  const form = useForm({ password: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('password.confirm'), { onFinish: () => form.reset('password') });
  };

  return (
    <>
      <Head title="Confirm Password" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Confirm Password</h1>
      <p className="mb-6 text-center text-sm text-gray-600">This is a secure area. Please confirm your password before continuing.</p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field name="password" label="Password" error={form.errors.password}>
          <TextInput name="password" type="password" autoComplete="current-password" autoFocus required value={form.data.password} invalid={!!form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        </Field>
        <PrimaryButton data-test="confirm-password-submit" busy={form.processing} className="w-full">Confirm</PrimaryButton>
      </form>
    </>
  );
}
