import { Head, Link, useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import Field from '@/Components/form/Field';
import RadioGroup from '@/Components/form/RadioGroup';
import Textarea from '@/Components/form/Textarea';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Translate } from '@common/i18n';
import type {
  OfflineLine,
  OfflineResolution,
  OfflineTicketItem,
} from '@common/pages/Admin/OfflineTickets/Index';
import { Emphasis } from '@/Components/pos/words';

const KINDS: Record<OfflineTicketItem['kind'], string> = {
  ticket: 'offlinetickets.kind.ticket',
  clock_in: 'offlinetickets.kind.clockIn',
  clock_out: 'offlinetickets.kind.clockOut',
};
/** A ticket's resolution, by its code. */
const RESOLUTIONS: Record<OfflineResolution, string> = {
  accepted_today: 'offlinetickets.resolution.acceptedToday',
  accepted_recorded: 'offlinetickets.resolution.acceptedRecorded',
  discarded: 'offlinetickets.resolution.discarded',
};
/** A clock event's: there are no prices to choose between, so it is accepted or rejected. */
const CLOCK_RESOLUTIONS: Record<OfflineResolution, string> = {
  ...RESOLUTIONS,
  accepted_recorded: 'offlinetickets.resolution.accepted',
  discarded: 'offlinetickets.resolution.rejected',
};
/** A clock event's amount, in the time clock's words. */
const AMOUNTS: Record<Extract<OfflineLine, { kind: 'amount' }>['field'], string> = {
  tip_amount: 'clock.tipAmount',
  bonus_tip: 'clock.bonusAmount',
  cash_out: 'clock.cashOut',
};

/** A recorded line as the station showed it: "Classic Manicure × 2 · $40.00", "David Pham", "Tip Amount $25.00". */
function lineText(line: OfflineLine, t: Translate, money: (cents: number) => string): string {
  if (line.kind === 'employee')
    return line.name ?? t('offlinetickets.employeeNumber', { id: line.id ?? '?' });
  if (line.kind === 'amount') return `${t(AMOUNTS[line.field])} ${money(line.amount_cents)}`;
  const label = line.label ?? t('offlinetickets.serviceNumber', { id: line.service_id ?? '?' });
  return `${label}${line.quantity > 1 ? ` × ${line.quantity}` : ''} · ${money(line.amount_cents)}`;
}

/** What the station recorded: its lines, and for a ticket the total it showed and the cash it took. */
function Recorded({ item }: { item: OfflineTicketItem }) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <ul className="mt-2 space-y-1 text-sm text-gray-800" data-test="offline-lines">
        {item.lines.map((line, i) => (
          <li key={i} className="break-words">
            {lineText(line, t, format.money)}
          </li>
        ))}
      </ul>
      {item.shown_total !== null && (
        <p className="mt-2 text-sm text-gray-700">
          <Emphasis
            text={t('offlinetickets.shown', {
              due: format.money(item.shown_total),
              cash: format.money(item.cash_taken ?? 0),
            })}
            parts={[format.money(item.shown_total), format.money(item.cash_taken ?? 0)]}
          />
        </p>
      )}
    </>
  );
}

/** A clock event's facts: where and when it was sent, and for a clock-out the shift it closes. */
function ClockFacts({ clock }: { clock: NonNullable<OfflineTicketItem['clock']> }) {
  const { t } = useT();
  const format = useStoreFormat();
  const at = format.dateTime(clock.received_at);
  return (
    <ul className="mt-1 space-y-1 text-sm text-gray-700" data-test="offline-clock-facts">
      <li className="break-words">
        {clock.station
          ? t('offlinetickets.clock.sent', { at, station: clock.station })
          : t('offlinetickets.clock.sentNoStation', { at })}
      </li>
      {clock.shift_began && (
        <li className="tabular-nums">
          {t('offlinetickets.clock.shift', {
            time: format.dateTime(clock.shift_began),
            length:
              clock.shift_minutes === null
                ? ''
                : t('offlinetickets.clock.length', {
                    hours: Math.floor(clock.shift_minutes / 60),
                    minutes: clock.shift_minutes % 60,
                  }),
          })}
        </li>
      )}
    </ul>
  );
}

/**
 * One waiting ticket or clock event and the manager's decision on it. A clock
 * event starts on Reject: paying hours nobody checked takes choosing Accept.
 */
function Waiting({ item, canResolveClock }: { item: OfflineTicketItem; canResolveClock: boolean }) {
  const { t } = useT();
  const format = useStoreFormat();
  const ticket = item.kind === 'ticket';
  const form = useForm<{ resolution: OfflineResolution; note: string }>({
    resolution: ticket ? 'accepted_today' : 'discarded',
    note: '',
  });
  const discarding = form.data.resolution === 'discarded';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.post(route('offline-tickets.resolve', { offlineTicket: item.id }), {
      preserveScroll: true,
    });
  };
  const name = `resolution-${item.id}`;
  return (
    <li
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
      data-test="offline-waiting"
      data-id={item.id}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 className="text-base font-semibold text-gray-900">{t(KINDS[item.kind])}</h2>
        <span className="text-sm tabular-nums text-gray-700">
          {format.dateTime(item.recorded_at)}
        </span>
      </div>
      {item.reason && (
        <p
          className="mt-1 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="offline-reason"
        >
          {item.reason}
        </p>
      )}
      <Recorded item={item} />
      {item.clock && <ClockFacts clock={item.clock} />}
      {!ticket && !canResolveClock ? (
        <p className="mt-4 text-sm text-gray-700" data-test="offline-clock-permission">
          {t('offlinetickets.clockNeedsPermission')}
        </p>
      ) : (
        <form onSubmit={submit} className="mt-4 space-y-3">
          {ticket ? (
            <RadioGroup<OfflineResolution>
              name={name}
              legend={t('offlinetickets.whatToDo')}
              columns={3}
              value={form.data.resolution}
              onChange={(v) => form.setData('resolution', v)}
              error={form.errors.resolution}
              options={[
                {
                  value: 'accepted_today',
                  label: t('offlinetickets.acceptToday'),
                  hint: t('offlinetickets.acceptTodayHint'),
                },
                {
                  value: 'accepted_recorded',
                  label: t('offlinetickets.acceptRecorded'),
                  hint: t('offlinetickets.acceptRecordedHint'),
                },
                {
                  value: 'discarded',
                  label: t('offlinetickets.discard'),
                  hint: t('offlinetickets.discardHint'),
                },
              ]}
            />
          ) : (
            <RadioGroup<OfflineResolution>
              name={name}
              legend={t('offlinetickets.whatToDo')}
              columns={2}
              value={form.data.resolution}
              onChange={(v) => form.setData('resolution', v)}
              error={form.errors.resolution}
              options={[
                {
                  value: 'accepted_recorded',
                  label: t('offlinetickets.acceptRecorded'),
                  hint: t('offlinetickets.acceptClockHint'),
                },
                {
                  value: 'discarded',
                  label: t('offlinetickets.reject'),
                  hint: t('offlinetickets.rejectHint'),
                },
              ]}
            />
          )}
          <Field
            name="note"
            id={`note-${item.id}`}
            label={
              discarding
                ? t('offlinetickets.reason')
                : t('common.optional', { label: t('offlinetickets.note') })
            }
            error={form.errors.note}
          >
            <Textarea
              id={`note-${item.id}`}
              name="note"
              rows={2}
              maxLength={500}
              value={form.data.note}
              onChange={(e) => form.setData('note', e.target.value)}
            />
          </Field>
          <Button
            type="submit"
            busy={form.processing}
            data-test="offline-resolve"
            variant={discarding ? 'danger' : 'primary'}
          >
            {discarding
              ? ticket
                ? t('offlinetickets.discard')
                : t('offlinetickets.reject')
              : t('offlinetickets.accept')}
          </Button>
        </form>
      )}
    </li>
  );
}

/** offline-tickets.index: what the stations recorded offline and the server could not take as it was, or would not without a manager. */
export default function Index({
  waiting,
  resolved,
  can_resolve_clock,
}: PageProps<'Admin/OfflineTickets/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('offlinetickets.title')} />
      <PageHeader title={t('offlinetickets.title')} description={t('offlinetickets.description')} />
      {waiting.length === 0 ? (
        <EmptyState
          message={t('offlinetickets.empty')}
          hint={t('offlinetickets.emptyHint')}
          data-test="offline-empty"
        />
      ) : (
        <ul className="space-y-4" data-test="offline-waiting-list">
          {waiting.map((item) => (
            <Waiting key={item.id} item={item} canResolveClock={can_resolve_clock} />
          ))}
        </ul>
      )}
      {resolved.length > 0 && (
        <section className="mt-8" aria-labelledby="offline-resolved-title">
          <h2 id="offline-resolved-title" className="mb-3 text-lg font-semibold text-gray-900">
            {t('offlinetickets.resolved')}
          </h2>
          <ul
            className="divide-y divide-gray-100 rounded-xl bg-white px-4 shadow-sm ring-1 ring-gray-200"
            data-test="offline-resolved-list"
          >
            {resolved.map((item) => (
              <li key={item.id} className="py-3" data-test="offline-resolved">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <span className="font-medium text-gray-900">
                    {t(KINDS[item.kind])} · {format.dateTime(item.recorded_at)}
                  </span>
                  <span className="text-sm text-gray-700">
                    {t('offlinetickets.resolvedBy', {
                      resolution: item.resolution
                        ? t(
                            (item.kind === 'ticket' ? RESOLUTIONS : CLOCK_RESOLUTIONS)[
                              item.resolution
                            ],
                          )
                        : '',
                      name: item.resolved_by ?? '',
                      at: format.dateTime(item.resolved_at),
                    })}
                  </span>
                </div>
                {item.resolution_note && (
                  <p className="mt-1 text-sm text-gray-700 break-words">{item.resolution_note}</p>
                )}
                {item.invoice_id !== null && (
                  <Link
                    href={route('invoices.show', { invoice: item.invoice_id })}
                    className="inline-flex min-h-11 items-center text-sm font-semibold text-primary-700 underline"
                  >
                    {t('offlinetickets.receipt')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
