import { Head, Link } from '@inertiajs/react';
import { route } from '@/lib/route';

interface Props {
  name: string;
  /** "<Name> is not available yet". */
  message: string;
}

/** A screen whose route and permission exist but whose page is not built yet. */
export default function ComingSoon({ name, message }: Props) {
  return (
    <>
      <Head title={name} />
      <h1 data-test="page-title" className="mb-6 text-2xl font-semibold">{name}</h1>
      <div className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <p data-test="coming-soon" className="text-lg font-medium text-gray-700">{message}</p>
        <Link href={route('dashboard')} className="mt-4 inline-flex min-h-11 items-center text-sm text-gray-600 underline-offset-4 hover:text-gray-900 hover:underline">
          Back to the dashboard
        </Link>
      </div>
    </>
  );
}
