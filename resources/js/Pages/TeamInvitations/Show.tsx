import { Head, Link, router, useForm, usePage } from '@inertiajs/react';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import { Button, textLinkClass as authLink } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

/**
 * The emailed link (team-invitations.show): accept as the invited account,
 * make the account, or sign in first and come back; or why it cannot be used.
 */
export default function Show({ state, message, invitation, action, login_url, token }: PageProps<'TeamInvitations/Show'>) {
  const { errors } = usePage().props;
  return (
    <>
      <Head title="Team Invitation" />
      <h1 data-test="page-title" className="mb-4 text-center text-2xl font-semibold">Team invitation</h1>
      {invitation && (
        <p className="mb-4 text-center text-gray-700" data-test="invitation-summary">
          Join <strong>{invitation.team}</strong> as <strong>{invitation.role_label}</strong>, working at {invitation.store}.
        </p>
      )}
      {message && (
        <p role={state === 'pending' ? undefined : 'alert'} className="mb-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-test="invitation-message">{message}</p>
      )}
      {errors?.name && action !== 'register' && <p role="alert" className="mb-4 text-sm text-red-600" data-test="error-name">{errors.name}</p>}
      {state === 'pending' && action === 'accept' && <Accept token={token} />}
      {state === 'pending' && action === 'register' && invitation && <Register token={token} email={invitation.email} />}
      {state === 'pending' && action === 'login' && login_url && (
        <div className="space-y-3 text-center">
          <p className="text-sm text-gray-700">An account with {invitation?.email} exists. Log in, and you come back here to accept.</p>
          <Link href={login_url} className="inline-flex min-h-11 items-center justify-center rounded-lg bg-primary-600 px-4 font-semibold text-white hover:bg-primary-700" data-test="invitation-login">Log in to accept</Link>
        </div>
      )}
      {state !== 'pending' && (
        <div className="mt-6 text-center"><Link href={route('login')} className={authLink}>Go to log in</Link></div>
      )}
    </>
  );
}

function Accept({ token }: { token: string }) {
  const accept = () => router.post(route('team-invitations.accept', { token }));
  return <Button block data-test="invitation-accept" onClick={accept}>Accept invitation</Button>;
}

function Register({ token, email }: { token: string; email: string }) {
  const form = useForm({ name: '', password: '', password_confirmation: '' });
  const submit = () => form.post(route('team-invitations.accept', { token }), { onFinish: () => form.reset('password', 'password_confirmation') });
  return (
    <Form onSubmit={submit} errors={form.errors} className="space-y-4" data-test="invitation-register">
      <p className="text-sm text-gray-700">Create your account for <strong className="break-all">{email}</strong>.</p>
      <Field name="name" label="Your Name" error={form.errors.name}>
        <TextInput name="name" autoComplete="name" autoFocus maxLength={255} value={form.data.name} onChange={(e) => form.setData('name', e.target.value)} />
      </Field>
      <Field name="password" label="Password" error={form.errors.password}>
        <TextInput name="password" type="password" autoComplete="new-password" value={form.data.password} onChange={(e) => form.setData('password', e.target.value)} />
      </Field>
      <Field name="password_confirmation" label="Confirm Password" error={form.errors.password_confirmation}>
        <TextInput name="password_confirmation" type="password" autoComplete="new-password" value={form.data.password_confirmation} onChange={(e) => form.setData('password_confirmation', e.target.value)} />
      </Field>
      <Button type="submit" block data-test="invitation-create-account" busy={form.processing} busyLabel="Creating your account...">Create account and join</Button>
    </Form>
  );
}
