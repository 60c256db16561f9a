import { Head } from '@inertiajs/react';
import PayStub from '@/Pages/Admin/Payrolls/Partials/PayStub';
import type { PageProps } from '@common/pages';

/** A technician's own pay stub for a finalised period, opened on her phone from a signed link (no sign-in). */
export default function EmployeePayrollReport({ store, period, pay, adjustments, lines, tickets_tipped }: PageProps<'Customer/EmployeePayrollReport'>) {
  return (
    <>
      <Head title="Pay stub" />
      <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-5 shadow-md sm:p-8" data-test="employee-pay-stub">
        <h1 data-test="page-title" className="mb-4 text-2xl font-semibold text-gray-900">Your pay stub</h1>
        <PayStub storeName={store.name} period={period} pay={pay} adjustments={adjustments} />
        <p className="mt-4 text-sm text-gray-600">{lines} service {lines === 1 ? 'line' : 'lines'} and tips from {tickets_tipped} {tickets_tipped === 1 ? 'ticket' : 'tickets'}. These are the finalised numbers; ask the salon about any question.</p>
      </div>
    </>
  );
}
