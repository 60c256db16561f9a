import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

export default function ForgotPassword() {
  const form = useForm({ email: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('password.email'));
  };

  return (
    <>
      <Head title="Forgot Password" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Forgot Password</h1>
      <p className="mb-6 text-center text-sm text-gray-600">Enter your email address and we will email you a link to choose a new password.</p>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field name="email" label="Email" error={form.errors.email}>
          <TextInput name="email" type="email" autoComplete="username" autoFocus required value={form.data.email} invalid={!!form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        </Field>
        <PrimaryButton data-test="forgot-password-submit" busy={form.processing} className="w-full">Email Password Reset Link</PrimaryButton>
      </form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className="inline-flex min-h-11 items-center text-sm text-gray-600 hover:text-gray-900 hover:underline">Back to log in</Link>
      </div>
    </>
  );
}
