import { Head, Link } from '@inertiajs/react';
import { useEffect, useState } from 'react';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useStoreEvents } from '@/realtime/useStoreEvents';
import { AssignModal, CloseModal } from './Partials/ActionModals';
import CheckInCard, { STATUS_KEYS } from './Partials/CheckInCard';
import DeskCheckInModal from './Partials/DeskCheckInModal';
import type { CheckInRow } from '@common/pages/Admin/Checkins/types';
import type { PageProps } from '@common/pages';

/** Today's queue at the front desk: who is waiting and for how long, and the desk's next move for each. */
export default function Index(props: PageProps<'Admin/Checkins/Index'>) {
  const {
    business_date,
    filters,
    counts,
    statuses,
    check_ins,
    technicians,
    suggested_technician_id,
    service_menu,
    consent_text,
    can_start,
  } = props;
  const { t } = useT();
  const format = useFormat();
  useStoreEvents(
    ['CheckInChanged', 'TicketPaid'],
    ['check_ins', 'counts', 'suggested_technician_id', 'technicians'],
  );
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const [assigning, setAssigning] = useState<CheckInRow | null>(null);
  const [closing, setClosing] = useState<{ row: CheckInRow; kind: 'cancel' | 'no_show' } | null>(
    null,
  );
  const [adding, setAdding] = useState(false);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs = [
    { value: 'all' as const, label: t('ui.all'), n: total },
    ...statuses.map((s) => ({ value: s, label: t(STATUS_KEYS[s]), n: counts[s] })),
  ];

  return (
    <>
      <Head title={t('checkins.title')} />
      <PageHeader
        title={t('checkins.title')}
        description={format.longDate(business_date)}
        actions={
          <Button onClick={() => setAdding(true)} data-test="desk-checkin-open">
            {t('checkins.checkInCustomer')}
          </Button>
        }
      />
      <nav
        aria-label={t('ui.status')}
        className="mb-4 flex flex-wrap gap-2"
        data-test="checkin-filters"
      >
        {tabs.map((tab) => (
          <Link
            key={tab.value}
            href={route('checkins.index', tab.value === 'all' ? {} : { status: tab.value })}
            preserveScroll
            aria-current={filters.status === tab.value ? 'page' : undefined}
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-medium ${filters.status === tab.value ? 'bg-primary-600 text-white' : 'bg-white text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50'}`}
            data-test={`filter-${tab.value}`}
          >
            {tab.label} <span className="tabular-nums">{tab.n}</span>
          </Link>
        ))}
      </nav>
      {check_ins.length === 0 ? (
        <EmptyState
          message={filters.status === 'all' ? t('checkins.emptyAll') : t('checkins.emptyStatus')}
          hint={t('checkins.emptyHint')}
        />
      ) : (
        <ul className="space-y-3" data-test="checkin-list">
          {check_ins.map((row) => (
            <CheckInCard
              key={row.id}
              row={row}
              now={now}
              canStart={can_start}
              onAssign={setAssigning}
              onClose={(r, kind) => setClosing({ row: r, kind })}
            />
          ))}
        </ul>
      )}
      {assigning && (
        <AssignModal
          row={assigning}
          technicians={technicians}
          suggested={suggested_technician_id}
          onClose={() => setAssigning(null)}
        />
      )}
      {closing && (
        <CloseModal row={closing.row} kind={closing.kind} onClose={() => setClosing(null)} />
      )}
      {adding && (
        <DeskCheckInModal
          menu={service_menu}
          technicians={technicians}
          consentText={consent_text}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
