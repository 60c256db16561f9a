import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

interface Props {
  canResetPassword: boolean;
}

const link = 'inline-flex min-h-11 items-center text-sm text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline';

export default function Login({ canResetPassword }: Props) {
  const form = useForm({ email: '', password: '', remember: false });

  // A throttled attempt comes back as a 429 page with the message under email; it renders like any other.
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('login'), { onFinish: () => form.reset('password') });
  };

  return (
    <>
      <Head title="Log in" />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">Log in</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field name="email" label="Email" error={form.errors.email}>
          <TextInput name="email" type="email" autoComplete="username" autoFocus required value={form.data.email} invalid={!!form.errors.email} onChange={(e) => form.setData('email', e.target.value)} />
        </Field>
        <Field name="password" label="Password" error={form.errors.password}>
          <TextInput name="password" type="password" autoComplete="current-password" required value={form.data.password} invalid={!!form.errors.password} onChange={(e) => form.setData('password', e.target.value)} />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox name="remember" label="Remember me" checked={form.data.remember} onChange={(e) => form.setData('remember', e.target.checked)} />
          {canResetPassword && <Link href={route('password.request')} className={link}>Forgot your password?</Link>}
        </div>
        <PrimaryButton data-test="login-submit" busy={form.processing} className="w-full">Log in</PrimaryButton>
      </form>
      <div className="mt-6 flex flex-wrap justify-between gap-2 border-t border-gray-100 pt-4">
        <Link href={route('employee.login')} className={link}>Employee login</Link>
        <Link href={route('register')} className={link}>Create an account</Link>
      </div>
    </>
  );
}
