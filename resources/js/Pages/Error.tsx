import { Head, Link } from '@inertiajs/react';
import { route } from '@/lib/route';

interface Props {
  status: number;
  message: string;
}

export default function ErrorPage({ status, message }: Props) {
  return (
    <>
      <Head title={String(status)} />
      <div className="py-6 text-center">
        <h1 data-test="page-title" className="text-6xl font-bold tracking-tight text-gray-800">{status}</h1>
        <p data-test="error-page-message" className="mt-4 text-lg text-gray-600">{message}</p>
        <Link href={route('dashboard')} className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-gray-800 px-5 text-sm font-semibold text-white hover:bg-gray-900">
          Go to the dashboard
        </Link>
      </div>
    </>
  );
}
