import { Head, router, useForm } from '@inertiajs/react';
import Form from '@/Components/form/Form';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

export default function VerifyEmail({ email }: PageProps<'Auth/VerifyEmail'>) {
  const form = useForm({});
  const resend = () => form.post(route('verification.send'));

  return (
    <>
      <Head title="Verify Email" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Verify Email</h1>
      <p className="mb-6 text-center text-sm text-gray-600">
        Thanks for signing up! Please verify <span className="font-medium text-gray-900">{email}</span> by clicking the link we just emailed you. If it did not arrive, we will gladly send another.
      </p>
      <Form onSubmit={resend} errors={form.errors} className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" data-test="resend-verification" busy={form.processing} busyLabel="Sending...">Resend Verification Email</Button>
        <Button variant="ghost" data-test="logout" onClick={() => router.post(route('logout'), {}, { preserveState: false })}>
          Log out
        </Button>
      </Form>
    </>
  );
}
