import { Head, Link, useForm } from '@inertiajs/react';
import type { ChangeEvent } from 'react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
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
  const submit = () => form.post(route('register'), { onFinish: () => form.reset('password', 'password_confirmation') });

  return (
    <>
      <Head title="Register" />
      <h1 data-test="page-title" className="mb-6 text-center text-2xl font-semibold">Register</h1>
      <Form onSubmit={submit} errors={form.errors} className="space-y-4">
        {FIELDS.map(({ name, label, type, autoComplete }, i) => (
          <Field key={name} name={name} label={label} error={form.errors[name]}>
            <TextInput
              name={name}
              type={type}
              autoComplete={autoComplete}
              autoFocus={i === 0}
              value={form.data[name]}
              onChange={(e: ChangeEvent<HTMLInputElement>) => form.setData(name, e.target.value)}
            />
          </Field>
        ))}
        <p className="text-sm text-gray-700" data-test="register-legal">
          By registering you agree to the <Link href={route('terms.show')} className={authLink}>Terms of service</Link> and <Link href={route('policy.show')} className={authLink}>Privacy policy</Link>.
        </p>
        <Button type="submit" block data-test="register-submit" busy={form.processing} busyLabel="Creating your salon...">Register</Button>
      </Form>
      <div className="mt-6 border-t border-gray-100 pt-4 text-center">
        <Link href={route('login')} className={authLink}>Already registered? Log in</Link>
      </div>
    </>
  );
}
