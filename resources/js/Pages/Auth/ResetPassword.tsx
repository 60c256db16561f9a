import { Head, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

interface Props {
  token: string;
  email: string;
}

export default function ResetPassword({ token, email }: Props) {
  const form = useForm({ token, email, password: '', password_confirmation: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('password.update'), { onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <>
      <Head title="Reset Password" />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">Reset Password</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field name="email" label="Email" error={form.errors.email}>
          <TextInput name="email" type="email" autoComplete="username" required value={form.data.email} invalid={!!form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        </Field>
        <Field name="password" label="New Password" error={form.errors.password || form.errors.token}>
          <TextInput name="password" type="password" autoComplete="new-password" autoFocus required value={form.data.password} invalid={!!form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        </Field>
        <Field name="password_confirmation" label="Confirm Password" error={form.errors.password_confirmation}>
          <TextInput name="password_confirmation" type="password" autoComplete="new-password" required value={form.data.password_confirmation} onChange={(e) => form.setData('password_confirmation', e.target.value)} />
        </Field>
        <PrimaryButton data-test="reset-password-submit" busy={form.processing} className="w-full">Reset Password</PrimaryButton>
      </form>
    </>
  );
}
