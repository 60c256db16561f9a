import { Head, router } from '@inertiajs/react';
import { useState } from 'react';
import TextInput from '@/Components/form/TextInput';
import { Button, ButtonLink } from '@/Components/ui/Button';
import Badge from '@/Components/ui/Badge';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { formatLongDate } from '@/lib/format';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import ReallocateDialog, { type TippedTicket } from './Partials/ReallocateDialog';
import { INTL_LOCALES, type Locale, type Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { TechnicianTips } from '@common/pages/Admin/TipManagements/Index';

/** A store day: the spec's MM-DD-YYYY in English, Intl's short date in the others. */
const shortDate = (locale: Locale, ymd: string) =>
  locale === 'en'
    ? formatLongDate(ymd, 'short')
    : new Intl.DateTimeFormat(INTL_LOCALES[locale], {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(new Date(`${ymd}T12:00:00Z`));

const techColumnsFor = (
  t: Translate,
  money: (cents: number) => string,
): Column<TechnicianTips>[] => [
  {
    key: 'name',
    header: t('ui.technician'),
    primary: true,
    render: (r) => <span className="font-semibold text-gray-900">{r.name}</span>,
  },
  { key: 'tickets', header: t('tipmanagements.fromTickets'), render: (r) => r.tickets.join(', ') },
  {
    key: 'tips',
    header: t('tipmanagements.tips'),
    align: 'right',
    className: 'tabular-nums',
    render: (r) => money(r.tip_cents),
  },
];
const ticketColumnsFor = (
  t: Translate,
  money: (cents: number) => string,
): Column<TippedTicket>[] => [
  {
    key: 'number',
    header: t('tipmanagements.ticket'),
    primary: true,
    render: (r) => <span className="font-semibold text-gray-900">{r.number}</span>,
  },
  { key: 'paid_at', header: t('ui.paid'), render: (r) => r.paid_at },
  {
    key: 'split',
    header: t('tipmanagements.split'),
    render: (r) =>
      r.shares.map((s) => `${s.name} ${money(s.cents)}`).join(', ') || t('tipmanagements.notSplit'),
  },
  {
    key: 'tip',
    header: t('ui.tip'),
    align: 'right',
    className: 'tabular-nums',
    render: (r) => (
      <span className="inline-flex flex-wrap items-center justify-end gap-2">
        {money(r.tip_cents)}
        {r.card_tip && (
          <Badge
            tone={r.card_tip === 'settled' ? 'neutral' : 'primary'}
            data-test={`card-tip-${r.id}`}
          >
            {r.card_tip === 'settled'
              ? t('tipmanagements.cardSettled')
              : t('tipmanagements.cardOpen')}
          </Badge>
        )}
      </span>
    ),
  },
];

export default function Index({
  store,
  day,
  lock,
  technicians,
  tickets,
}: PageProps<'Admin/TipManagements/Index'>) {
  const [open, setOpen] = useState<TippedTicket | null>(null);
  const { t, locale } = useT();
  const format = useFormat();
  const techColumns = techColumnsFor(t, format.money);
  const ticketColumns = ticketColumnsFor(t, format.money);
  const go = (date: string) =>
    router.get(route('tip-managements.index'), { date }, { preserveScroll: true });
  const total = technicians.reduce((a, r) => a + r.tip_cents, 0);
  return (
    <>
      <Head title={t('tipmanagements.title')} />
      <PageHeader
        title={t('tipmanagements.title')}
        description={
          <span data-test="tips-day">
            {store.name} · {format.longDate(day.date)}
          </span>
        }
      />
      <nav
        aria-label={t('tipmanagements.chooseDay')}
        className="mb-4 flex flex-wrap items-center gap-2"
      >
        <ButtonLink
          href={route('tip-managements.index', { date: day.previous })}
          variant="secondary"
          data-test="day-previous"
          preserveScroll
        >
          {t('tipmanagements.previousDay')}
        </ButtonLink>
        <TextInput
          type="date"
          name="date"
          aria-label={t('tipmanagements.day')}
          data-test="day-picker"
          fit
          value={day.date}
          onChange={(e) => e.target.value && go(e.target.value)}
        />
        <ButtonLink
          href={route('tip-managements.index', { date: day.next })}
          variant="secondary"
          data-test="day-next"
          preserveScroll
        >
          {t('tipmanagements.nextDay')}
        </ButtonLink>
        {day.date !== day.today && (
          <ButtonLink href={route('tip-managements.index')} variant="ghost" data-test="day-today">
            {t('ui.today')}
          </ButtonLink>
        )}
      </nav>
      {lock.message && (
        <p
          data-test="tips-locked"
          className="mb-4 rounded-lg bg-gray-100 px-4 py-3 text-sm font-medium text-gray-800"
        >
          {/* The server's English sentence, said again in the page's language from the day it names. */}
          {lock.finalised_through
            ? t('tipmanagements.locked', { date: shortDate(locale, lock.finalised_through) })
            : lock.message}
        </p>
      )}

      <h2 className="mb-2 text-lg font-semibold text-gray-900">
        {t('tipmanagements.perTechnician')}{' '}
        <span data-test="tips-total" className="tabular-nums text-gray-600">
          · {format.money(total)}
        </span>
      </h2>
      <div className="mb-6">
        <DataTable
          data-test="tips-technicians"
          label={t('tipmanagements.perTechnician')}
          rowTest="technician"
          columns={techColumns}
          rows={technicians}
          rowKey={(t) => t.id}
          empty={
            <EmptyState
              message={t('tipmanagements.noTips')}
              hint={t('tipmanagements.noTipsHint')}
            />
          }
        />
      </div>

      <h2 className="mb-2 text-lg font-semibold text-gray-900">{t('tipmanagements.tickets')}</h2>
      <DataTable
        data-test="tips-tickets"
        label={t('tipmanagements.tickets')}
        rowTest="ticket"
        columns={ticketColumns}
        rows={tickets}
        rowKey={(t) => t.id}
        actions={
          lock.locked
            ? undefined
            : (r) => (
                <Button
                  variant="secondary"
                  data-test={`reallocate-${r.id}`}
                  onClick={() => setOpen(r)}
                  disabled={r.technicians.length === 0}
                >
                  {t('tipmanagements.reallocate')}
                </Button>
              )
        }
        empty={<EmptyState message={t('tipmanagements.noTickets')} />}
      />
      <p className="mt-2 text-sm text-gray-600">
        {t('tipmanagements.note', { zone: store.timezone })}
      </p>
      {open && <ReallocateDialog ticket={open} onClose={() => setOpen(null)} />}
    </>
  );
}
