import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent, FormEvent } from 'react';
import Field from '@/Components/form/Field';
import PrimaryButton from '@/Components/form/PrimaryButton';
import TextInput from '@/Components/form/TextInput';
import { route } from '@/lib/route';

const FIELDS = [
  { name: 'business_name', label: 'Business Name', type: 'text', autoComplete: 'organization' },
  { name: 'name', label: 'Your Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
  { name: 'password_confirmation', label: 'Confirm Password', type: 'password', autoComplete: 'new-password' },
] as const;

export default function Register() {
  const form = useForm({ business_name: '', name: '', email: '', password: '', password_confirmation: '' });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('register'), { onFinish: () => form.reset('password', 'password_confirmation') });
  };

  return (
    <>
      <Head title="Register" />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">Register</h1>
      <form onSubmit={submit} className="space-y-4" noValidate>
        {FIELDS.map(({ name, label, type, autoComplete }, i) => (
          <Field key={name} name={name} label={label} error={form.errors[name]}>
            <TextInput
              name={name}
              type={type}
              autoComplete={autoComplete}
              autoFocus={i === 0}
              required
              value={form.data[name]}
              invalid={!!form.errors[name]}
              onChange={(e: ChangeEvent<HTMLInputElement>) => form.setData(name, e.target.value)}
            />
          </Field>
        ))}
        <PrimaryButton data-test="register-submit" busy={form.processing} className="w-full">Register</PrimaryButton>
      </form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className="inline-flex min-h-11 items-center text-sm text-gray-600 hover:text-gray-900 hover:underline">Already registered? Log in</Link>
      </div>
    </>
  );
}
