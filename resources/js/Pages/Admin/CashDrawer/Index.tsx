import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import { DRAWER_MOVEMENT_LABELS } from '@common/drawer';
import type { PageProps } from '@common/pages';
import type { DrawerMovementKind, DrawerMovementRow, DrawerSessionRow } from '@common/pages/Admin/CashDrawer/Index';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatCurrency, formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import ApprovalForm from './Partials/ApprovalForm';
import CloseDialog from './Partials/CloseDialog';
import { newFormKey } from './Partials/formKey';
import MovementDialog from './Partials/MovementDialog';
import SessionFigures from './Partials/SessionFigures';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200';
const money = (c: number | null) => (c === null ? '—' : formatCurrency(c));
const KINDS = Object.keys(DRAWER_MOVEMENT_LABELS) as DrawerMovementKind[];

const historyColumns: Column<DrawerSessionRow>[] = [
  { key: 'date', header: 'Day', primary: true, render: (s) => <>{formatLongDate(s.business_date, 'short')} {s.status === 'open' && <Badge tone="primary">Open</Badge>}</> },
  { key: 'float', header: 'Float', align: 'right', render: (s) => money(s.float_cents) },
  { key: 'expected', header: 'Expected', align: 'right', render: (s) => money(s.expected_cents) },
  { key: 'counted', header: 'Counted', align: 'right', render: (s) => money(s.counted_cents) },
  { key: 'variance', header: 'Difference', render: (s) => s.variance_label ?? '—' },
  { key: 'approved', header: 'Approved by', render: (s) => s.approved_by ?? '—' },
];

const movementColumns: Column<DrawerMovementRow>[] = [
  { key: 'kind', header: 'What', primary: true, render: (m) => <>{m.kind_label}{m.technician && ` · ${m.technician}`}</> },
  { key: 'amount', header: 'Amount', align: 'right', render: (m) => formatCurrency(m.kind === 'pay_in' ? m.amount_cents : -m.amount_cents) },
  { key: 'reason', header: 'Why', render: (m) => m.reason },
  { key: 'by', header: 'Who, when', render: (m) => `${m.by} · ${m.at}` },
];

export default function Index({ store, can, open, last_closed, history, technicians, threshold_cents }: PageProps<'Admin/CashDrawer/Index'>) {
  const [dialog, setDialog] = useState<DrawerMovementKind | 'close' | null>(null);
  const session = open?.session;
  const counting = !!open?.count;
  return (
    <>
      <Head title="Cash Drawer" />
      <PageHeader title="Cash Drawer" description={`One drawer for ${store.name}: tickets do not say which station took them, so all cash goes to it. Times are ${store.timezone}.`} />

      {session ? (
        <section className={`${card} mb-4 space-y-4`} data-test="drawer-open">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-gray-900">Open since {session.opened_at}</h2>
            <p className="text-sm text-gray-700">Float <span className="font-semibold tabular-nums" data-test="open-float">{formatCurrency(session.float_cents)}</span> · opened by {session.opened_by}</p>
          </div>
          {can.operate && !counting && (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-test="drawer-actions">
              {KINDS.map((k) => <Button key={k} size="lg" variant="secondary" data-test={`drawer-${k}`} onClick={() => setDialog(k)}>{DRAWER_MOVEMENT_LABELS[k]}</Button>)}
              <Button size="lg" className="col-span-2 sm:col-span-1" data-test="drawer-close" onClick={() => setDialog('close')}>Close drawer</Button>
            </div>
          )}
          <DataTable label="Movements" rowTest="movement" data-test="movements" columns={movementColumns} rows={open.movements} rowKey={(m) => m.id}
            empty={<EmptyState message="No pay-ins, pay-outs, tip payouts or drops yet." hint="Record every time cash goes in or out other than a sale." />} />
        </section>
      ) : can.operate ? (
        <OpenForm />
      ) : (
        <div className="mb-4"><EmptyState message="The drawer is not open." hint="The front desk opens it with the float at the start of the day." /></div>
      )}

      {open?.count && can.operate && <div className="mb-4"><ApprovalForm sessionId={open.session.id} count={open.count} approveAsMe={can.approve} /></div>}
      {open?.count && !can.operate && <p className="mb-4 text-sm text-danger-700">{open.count.message}</p>}

      {!session && last_closed && (
        <section className={`${card} mb-4`} data-test="last-close">
          <h2 className="mb-2 text-lg font-semibold text-gray-900">Last close · {last_closed.closed_at}</h2>
          <SessionFigures s={last_closed} />
        </section>
      )}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">History</h2>
      <DataTable label="Drawer history" rowTest="session" data-test="history" columns={historyColumns} rows={history.data} rowKey={(s) => s.id}
        empty={<EmptyState message="No drawer has been opened yet." hint="Open the drawer with its float to start." />} />
      <Pagination paginator={history} />

      {can.settings ? <ThresholdForm cents={threshold_cents} /> : <p className="mt-4 text-sm text-gray-600">A count off by more than {formatCurrency(threshold_cents)} needs a manager’s approval.</p>}

      {session && dialog === 'close' && <CloseDialog sessionId={session.id} onClose={() => setDialog(null)} />}
      {session && dialog && dialog !== 'close' && <MovementDialog sessionId={session.id} kind={dialog} technicians={technicians} onClose={() => setDialog(null)} />}
    </>
  );
}

function OpenForm() {
  const [key] = useState(() => newFormKey('open'));
  const form = useForm({ float: 0, idempotency_key: key });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <Form onSubmit={() => form.post(route('cash-drawer.store'), { preserveScroll: true, errorBag: 'open' })} errors={form.errors} data-test="open-form" className={`${card} mb-4 flex flex-wrap items-end gap-3`}>
      <Field name="float" label="Float (the cash in the drawer to start)" error={errors.float ?? errors.idempotency_key} className="min-w-0 flex-1 basis-56">
        <AmountInput name="float" value={form.data.float} onChange={(c) => form.setData('float', c)} data-test="open-float-input" className="max-w-48" inputClassName="text-lg" />
      </Field>
      <Button type="submit" size="lg" data-test="open-save" busy={form.processing} busyLabel="Opening...">Open the drawer</Button>
    </Form>
  );
}

function ThresholdForm({ cents }: { cents: number }) {
  const form = useForm({ variance_threshold: cents });
  const errors = form.errors as Record<string, string | undefined>;
  return (
    <Form onSubmit={() => form.put(route('cash-drawer.settings.update'), { preserveScroll: true, errorBag: 'settings' })} errors={form.errors} data-test="threshold-form" className={`${card} mt-6 flex flex-wrap items-end gap-3`}>
      <Field name="variance_threshold" label="A count off by more than this needs a manager’s approval" error={errors.variance_threshold} className="min-w-0 flex-1 basis-56">
        <AmountInput name="variance_threshold" value={form.data.variance_threshold} onChange={(c) => form.setData('variance_threshold', c)} data-test="threshold-input" className="max-w-48" />
      </Field>
      <Button type="submit" variant="secondary" data-test="threshold-save" busy={form.processing} busyLabel="Saving...">Save</Button>
    </Form>
  );
}
