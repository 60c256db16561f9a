import { Head, Link } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import { AssignModal, CloseModal } from './Partials/ActionModals';
import CheckInCard from './Partials/CheckInCard';
import DeskCheckInModal from './Partials/DeskCheckInModal';
import type { CheckInRow } from '@common/pages/Admin/Checkins/types';
import type { PageProps } from '@common/pages';

/** Today's queue at the front desk: who is waiting and for how long, and the desk's next move for each. */
export default function Index(props: PageProps<'Admin/Checkins/Index'>) {
  const { business_date, filters, counts, statuses, check_ins, technicians, suggested_technician_id, service_menu, consent_text, can_start } = props;
  useStoreEvents(['CheckInChanged', 'TicketPaid'], ['check_ins', 'counts', 'suggested_technician_id', 'technicians']);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const [assigning, setAssigning] = useState<CheckInRow | null>(null);
  const [closing, setClosing] = useState<{ row: CheckInRow; kind: 'cancel' | 'no_show' } | null>(null);
  const [adding, setAdding] = useState(false);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs = [{ value: 'all' as const, label: 'All', n: total }, ...statuses.map((s) => ({ ...s, n: counts[s.value] }))];

  return (
    <>
      <Head title="Check-ins" />
      <PageHeader title="Check-ins" description={formatLongDate(business_date)} actions={<Button onClick={() => setAdding(true)} data-test="desk-checkin-open">Check in a customer</Button>} />
      <nav aria-label="Status" className="mb-4 flex flex-wrap gap-2" data-test="checkin-filters">
        {tabs.map((t) => (
          <Link key={t.value} href={route('checkins.index', t.value === 'all' ? {} : { status: t.value })} preserveScroll aria-current={filters.status === t.value ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ${filters.status === t.value ? 'bg-primary-600 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50'}`}
            data-test={`filter-${t.value}`}>
            {t.label} <span className="tabular-nums">{t.n}</span>
          </Link>
        ))}
      </nav>
      {check_ins.length === 0 ? (
        <EmptyState message={filters.status === 'all' ? 'Nobody has checked in today yet.' : 'No check-ins with this status today.'} hint="Customers appear here as they check in at the kiosk or the desk." />
      ) : (
        <ul className="space-y-3" data-test="checkin-list">
          {check_ins.map((row) => (
            <CheckInCard key={row.id} row={row} now={now} canStart={can_start} onAssign={setAssigning} onClose={(r, kind) => setClosing({ row: r, kind })} />
          ))}
        </ul>
      )}
      {assigning && <AssignModal row={assigning} technicians={technicians} suggested={suggested_technician_id} onClose={() => setAssigning(null)} />}
      {closing && <CloseModal row={closing.row} kind={closing.kind} onClose={() => setClosing(null)} />}
      {adding && <DeskCheckInModal menu={service_menu} technicians={technicians} consentText={consent_text} onClose={() => setAdding(false)} />}
    </>
  );
}
