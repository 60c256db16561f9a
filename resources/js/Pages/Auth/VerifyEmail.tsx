import { Head, router, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import PrimaryButton from '@/Components/form/PrimaryButton';
import { route } from '@/lib/route';

interface Props {
  email: string;
}

export default function VerifyEmail({ email }: Props) {
  const form = useForm({});

  const resend = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('verification.send'));
  };

  return (
    <>
      <Head title="Verify Email" />
      <h1 data-test="page-title" className="mb-2 text-center text-2xl font-semibold">Verify Email</h1>
      <p className="mb-6 text-center text-sm text-gray-600">
        Thanks for signing up! Please verify <span className="font-medium text-gray-900">{email}</span> by clicking the link we just emailed you. If it did not arrive, we will gladly send another.
      </p>
      <form onSubmit={resend} className="flex flex-wrap items-center justify-between gap-3">
        <PrimaryButton data-test="resend-verification" busy={form.processing}>Resend Verification Email</PrimaryButton>
        <button
          type="button"
          data-test="logout"
          onClick={() => router.post(route('logout'), {}, { preserveState: false })}
          className="inline-flex min-h-11 items-center text-sm text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline"
        >
          Log out
        </button>
      </form>
    </>
  );
}
