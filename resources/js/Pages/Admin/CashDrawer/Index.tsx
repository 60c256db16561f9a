import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type {
  DrawerMovementKind,
  DrawerMovementRow,
  DrawerSessionRow,
} from '@common/pages/Admin/CashDrawer/Index';
import AmountInput from '@/Components/form/AmountInput';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { Emphasis } from '@/Components/pos/words';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import ApprovalForm from './Partials/ApprovalForm';
import CloseDialog from './Partials/CloseDialog';
import { newFormKey } from './Partials/formKey';
import MovementDialog from './Partials/MovementDialog';
import SessionFigures from './Partials/SessionFigures';
import { MOVEMENT_KEYS, varianceText } from './Partials/variance';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200';
const KINDS = Object.keys(MOVEMENT_KEYS) as DrawerMovementKind[];
type Money = (cents: number) => string;

/** `day`: a store day in the store's region (useStoreFormat().date), MM-DD-YYYY in a US store. */
const historyColumns = (
  t: Translate,
  formatMoney: Money,
  day: (ymd: string) => string,
): Column<DrawerSessionRow>[] => {
  const money = (c: number | null) => (c === null ? '—' : formatMoney(c));
  return [
    {
      key: 'date',
      header: t('cashdrawer.history.day'),
      primary: true,
      render: (s) => (
        <>
          {day(s.business_date)}{' '}
          {s.status === 'open' && <Badge tone="primary">{t('ui.open')}</Badge>}
        </>
      ),
    },
    {
      key: 'float',
      header: t('cashdrawer.float'),
      align: 'right',
      render: (s) => money(s.float_cents),
    },
    {
      key: 'expected',
      header: t('cashdrawer.expected'),
      align: 'right',
      render: (s) => money(s.expected_cents),
    },
    {
      key: 'counted',
      header: t('cashdrawer.counted'),
      align: 'right',
      render: (s) => money(s.counted_cents),
    },
    {
      key: 'variance',
      header: t('cashdrawer.difference'),
      render: (s) =>
        s.variance_cents === null ? '—' : varianceText(t, formatMoney, s.variance_cents),
    },
    {
      key: 'approved',
      header: t('cashdrawer.history.approvedBy'),
      render: (s) => s.approved_by ?? '—',
    },
  ];
};

const movementColumns = (
  t: Translate,
  money: Money,
  dateTime: (iso: string) => string,
): Column<DrawerMovementRow>[] => [
  {
    key: 'kind',
    header: t('cashdrawer.movements.what'),
    primary: true,
    render: (m) => (
      <>
        {t(MOVEMENT_KEYS[m.kind])}
        {m.technician && ` · ${m.technician}`}
      </>
    ),
  },
  {
    key: 'amount',
    header: t('ui.amount'),
    align: 'right',
    render: (m) => money(m.kind === 'pay_in' ? m.amount_cents : -m.amount_cents),
  },
  { key: 'reason', header: t('cashdrawer.movements.why'), render: (m) => m.reason },
  {
    key: 'by',
    header: t('cashdrawer.movements.who'),
    render: (m) => `${m.by} · ${dateTime(m.at)}`,
  },
];

export default function Index({
  store,
  can,
  open,
  last_closed,
  history,
  technicians,
  threshold_cents,
}: PageProps<'Admin/CashDrawer/Index'>) {
  const [dialog, setDialog] = useState<DrawerMovementKind | 'close' | null>(null);
  const session = open?.session;
  const counting = !!open?.count;
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('cashdrawer.title')} />
      <PageHeader
        title={t('cashdrawer.title')}
        description={t('cashdrawer.description', { store: store.name, zone: store.timezone })}
      />

      {session ? (
        <section className={`${card} mb-4 space-y-4`} data-test="drawer-open">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 className="text-lg font-semibold text-gray-900">
              {t('cashdrawer.openSince', { time: format.dateTime(session.opened_at) })}
            </h2>
            <p className="text-sm text-gray-700">
              <Emphasis
                text={t('cashdrawer.openFloat', {
                  amount: format.money(session.float_cents),
                  name: session.opened_by,
                })}
                parts={[format.money(session.float_cents)]}
                tests={['open-float']}
              />
            </p>
          </div>
          {can.operate && !counting && (
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-5" data-test="drawer-actions">
              {KINDS.map((k) => (
                <Button
                  key={k}
                  size="lg"
                  variant="secondary"
                  className="text-center leading-tight"
                  data-test={`drawer-${k}`}
                  onClick={() => setDialog(k)}
                >
                  {t(MOVEMENT_KEYS[k])}
                </Button>
              ))}
              <Button
                size="lg"
                className="col-span-2 text-center leading-tight sm:col-span-1"
                data-test="drawer-close"
                onClick={() => setDialog('close')}
              >
                {t('cashdrawer.closeDrawer')}
              </Button>
            </div>
          )}
          <DataTable
            label={t('cashdrawer.movements.label')}
            rowTest="movement"
            data-test="movements"
            columns={movementColumns(t, format.money, format.dateTime)}
            rows={open.movements}
            rowKey={(m) => m.id}
            empty={
              <EmptyState
                message={t('cashdrawer.movements.empty')}
                hint={t('cashdrawer.movements.emptyHint')}
              />
            }
          />
        </section>
      ) : can.operate ? (
        <OpenForm />
      ) : (
        <div className="mb-4">
          <EmptyState message={t('cashdrawer.notOpen')} hint={t('cashdrawer.notOpenHint')} />
        </div>
      )}

      {open?.count && can.operate && (
        <div className="mb-4">
          <ApprovalForm sessionId={open.session.id} count={open.count} approveAsMe={can.approve} />
        </div>
      )}
      {open?.count && !can.operate && (
        <p className="mb-4 text-sm text-danger-700">
          {t('cashdrawer.approval.needed', {
            variance: varianceText(t, format.money, open.count.variance_cents),
            threshold: format.money(open.count.threshold_cents),
          })}
        </p>
      )}

      {!session && last_closed && (
        <section className={`${card} mb-4`} data-test="last-close">
          <h2 className="mb-2 text-lg font-semibold text-gray-900">
            {t('cashdrawer.lastClose', { time: format.dateTime(last_closed.closed_at) })}
          </h2>
          <SessionFigures s={last_closed} />
        </section>
      )}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('cashdrawer.history.title')}</h2>
      <DataTable
        label={t('cashdrawer.history.label')}
        rowTest="session"
        data-test="history"
        columns={historyColumns(t, format.money, format.date)}
        rows={history.data}
        rowKey={(s) => s.id}
        empty={
          <EmptyState
            message={t('cashdrawer.history.empty')}
            hint={t('cashdrawer.history.emptyHint')}
          />
        }
      />
      <Pagination paginator={history} />

      {can.settings ? (
        <ThresholdForm cents={threshold_cents} />
      ) : (
        <p className="mt-4 text-sm text-gray-600">
          {t('cashdrawer.threshold.note', { amount: format.money(threshold_cents) })}
        </p>
      )}

      {session && dialog === 'close' && (
        <CloseDialog sessionId={session.id} onClose={() => setDialog(null)} />
      )}
      {session && dialog && dialog !== 'close' && (
        <MovementDialog
          sessionId={session.id}
          kind={dialog}
          technicians={technicians}
          onClose={() => setDialog(null)}
        />
      )}
    </>
  );
}

function OpenForm() {
  const [key] = useState(() => newFormKey('open'));
  const form = useForm({ float: 0, idempotency_key: key });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  return (
    <Form
      onSubmit={() =>
        form.post(route('cash-drawer.store'), { preserveScroll: true, errorBag: 'open' })
      }
      errors={form.errors}
      data-test="open-form"
      className={`${card} mb-4 flex flex-wrap items-end gap-3`}
    >
      <Field
        name="float"
        label={t('cashdrawer.open.float')}
        error={errors.float ?? errors.idempotency_key}
        className="min-w-0 flex-1 basis-56"
      >
        <AmountInput
          name="float"
          value={form.data.float}
          onChange={(c) => form.setData('float', c)}
          data-test="open-float-input"
          className="max-w-48"
          inputClassName="text-lg"
        />
      </Field>
      <Button
        type="submit"
        size="lg"
        data-test="open-save"
        busy={form.processing}
        busyLabel={t('cashdrawer.open.opening')}
      >
        {t('cashdrawer.open.save')}
      </Button>
    </Form>
  );
}

function ThresholdForm({ cents }: { cents: number }) {
  const form = useForm({ variance_threshold: cents });
  const errors = form.errors as Record<string, string | undefined>;
  const { t } = useT();
  return (
    <Form
      onSubmit={() =>
        form.put(route('cash-drawer.settings.update'), {
          preserveScroll: true,
          errorBag: 'settings',
        })
      }
      errors={form.errors}
      data-test="threshold-form"
      className={`${card} mt-6 flex flex-wrap items-end gap-3`}
    >
      <Field
        name="variance_threshold"
        label={t('cashdrawer.threshold.label')}
        error={errors.variance_threshold}
        className="min-w-0 flex-1 basis-56"
      >
        <AmountInput
          name="variance_threshold"
          value={form.data.variance_threshold}
          onChange={(c) => form.setData('variance_threshold', c)}
          data-test="threshold-input"
          className="max-w-48"
        />
      </Field>
      <Button
        type="submit"
        variant="secondary"
        data-test="threshold-save"
        busy={form.processing}
        busyLabel={t('common.saving')}
      >
        {t('common.save')}
      </Button>
    </Form>
  );
}
