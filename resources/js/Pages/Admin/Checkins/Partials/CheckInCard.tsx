import { Link } from '@inertiajs/react';
import Badge from '@/Components/ui/Badge';
import { Button, buttonClass } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { CheckInRow } from '@common/pages/Admin/Checkins/types';

interface Props {
  row: CheckInRow;
  now: number;
  canStart: boolean;
  onAssign: (row: CheckInRow) => void;
  onClose: (row: CheckInRow, kind: 'cancel' | 'no_show') => void;
}

/** "12 min", "1 h 05 min": time waited, from check-in to the start of service (or now). */
export function waited(row: CheckInRow, now: number): string {
  const end = row.waited_until ? Date.parse(row.waited_until) : now;
  const minutes = Math.max(0, Math.floor((end - Date.parse(row.checked_in_at)) / 60_000));
  return minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

const OPEN = ['waiting', 'assigned'];

/** One visit in the queue: who, what, for whom, how long, and what the desk can do next. */
export default function CheckInCard({ row, now, canStart, onAssign, onClose }: Props) {
  const open = OPEN.includes(row.status);
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm" data-test={`checkin-${row.id}`} data-status={row.status}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-lg font-semibold text-gray-900">{row.customer.name}</span>
            <Badge tone={open ? 'primary' : row.status === 'cancelled' || row.status === 'no_show' ? 'danger' : 'neutral'} data-test="checkin-status">{row.status_label}</Badge>
            {row.position !== null && <span className="text-sm text-gray-600">#{row.position} · {row.wait_label}</span>}
          </p>
          <p className="text-sm text-gray-600">{row.customer.phone_formatted} · in at {row.checked_in_label} · {row.source === 'kiosk' ? 'kiosk' : row.source === 'front_desk' ? 'front desk' : 'appointment'}</p>
        </div>
        <p className="text-right">
          <span className="block text-xs text-gray-600">{row.waited_until ? 'Waited' : 'Waiting'}</span>
          <span className="text-xl font-bold tabular-nums text-gray-900" data-test="checkin-waited">{waited(row, now)}</span>
        </p>
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
        <div><dt className="inline text-gray-600">Services: </dt><dd className="inline text-gray-900">{row.services.length ? row.services.map((s) => s.name).join(', ') : 'Not chosen'}</dd></div>
        <div><dt className="inline text-gray-600">Asked for: </dt><dd className="inline text-gray-900" data-test="checkin-requested">{row.requested?.name ?? 'Anyone'}</dd></div>
        <div><dt className="inline text-gray-600">Technician: </dt><dd className="inline text-gray-900" data-test="checkin-assigned">{row.assigned?.name ?? '—'}</dd></div>
        {row.reason && <div className="sm:col-span-3"><dt className="inline text-gray-600">Reason: </dt><dd className="inline text-gray-900">{row.reason}</dd></div>}
      </dl>
      {(open || (row.status === 'in_service' && canStart) || row.invoice_id) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {open && <Button variant="secondary" onClick={() => onAssign(row)} data-test="checkin-assign">{row.assigned ? 'Reassign' : 'Assign'}</Button>}
          {(open || row.status === 'in_service') && canStart && (
            <Link href={route('pos.customer_checkin', { checkIn: row.id })} className={buttonClass()} data-test="checkin-start">{row.status === 'in_service' ? 'Ring up' : 'Start service'}</Link>
          )}
          {open && <Button variant="ghost" destructive onClick={() => onClose(row, 'cancel')} data-test="checkin-cancel">Cancel</Button>}
          {open && <Button variant="ghost" destructive onClick={() => onClose(row, 'no_show')} data-test="checkin-no-show">No-show</Button>}
          {row.invoice_id && canStart && <Link href={route('invoices.show', { invoice: row.invoice_id })} className={buttonClass({ variant: 'ghost' })}>Ticket</Link>}
        </div>
      )}
    </li>
  );
}
