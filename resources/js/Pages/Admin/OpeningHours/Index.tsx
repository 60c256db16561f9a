import { Head, router, useForm } from '@inertiajs/react';
import type { Locale, Translate } from '@common/i18n';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import TimeRange, { timeValueToMinutes } from '@/Components/form/TimeRange';
import WeekHours, {
  localWeekdayNames,
  weekDayError,
  type WeekDay,
} from '@/Components/form/WeekHours';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { formatMinuteOfDay, useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Day, Exception } from '@common/pages/Admin/OpeningHours/Index';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
/** Opening times in quarter hours: 9:30 and 7:45 are common salon hours. */
const STEP = 15;

/** "9:30 AM – 7:30 PM", or "Closed". */
function hoursLabel(
  t: Translate,
  locale: Locale,
  start: string | null,
  end: string | null,
): string {
  const s = timeValueToMinutes(start);
  const e = timeValueToMinutes(end, true);
  if (s === null || e === null) return t('ui.closed');
  const until = formatMinuteOfDay(locale, e);
  // The end of the day on a 24-hour clock reads 24:00, not 0:00.
  return t('openinghours.range', {
    start: formatMinuteOfDay(locale, s),
    end: e === 1440 && /^0?0:00$/.test(until) ? '24:00' : until,
  });
}

function Week({ days }: { days: Day[] }) {
  const { t, locale } = useT();
  const MISSING_HOURS = t('openinghours.missingHours');
  const form = useForm<{ days: WeekDay[] }>({
    days: days.map(({ off, start, end }) => ({ off, start, end })),
  });
  const errors = form.errors as Record<string, string | undefined>;
  const invalid = form.data.days.some((d) => weekDayError(d, MISSING_HOURS) !== null);

  return (
    <Form
      onSubmit={() => form.put(route('opening-hours.update'), { preserveScroll: true })}
      errors={errors}
      className={card}
    >
      <h2 className="text-lg font-semibold text-gray-900">{t('openinghours.week')}</h2>
      <p className="mt-1 text-sm text-gray-600">{t('openinghours.weekHelp')}</p>
      <div className="mt-2">
        <WeekHours
          names={localWeekdayNames(locale, days)}
          values={form.data.days}
          errors={errors}
          onChange={(next) => form.setData('days', next)}
          missingMessage={MISSING_HOURS}
          step={STEP}
        />
      </div>
      {errors.days && (
        <p data-test="error-days" className="mt-2 text-sm font-medium text-danger-700">
          {errors.days}
        </p>
      )}
      <Button
        type="submit"
        className="mt-4"
        data-test="opening-hours-save"
        busy={form.processing}
        busyLabel={t('common.saving')}
        disabled={invalid}
      >
        {t('openinghours.save')}
      </Button>
    </Form>
  );
}

function AddException({ today }: { today: string }) {
  const { t } = useT();
  const form = useForm({
    date: '',
    closed: true,
    start: null as string | null,
    end: null as string | null,
    note: '',
  });
  const { data, errors, setData } = form;
  const submit = () =>
    form.post(route('opening-hours.exceptions.store'), {
      preserveScroll: true,
      onSuccess: () => form.reset(),
    });
  return (
    <Form
      onSubmit={submit}
      errors={errors}
      className="mt-4 grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-2"
    >
      <Field name="date" label={t('ui.date')} error={errors.date}>
        <TextInput
          type="date"
          name="date"
          min={today}
          data-test="exception-date"
          value={data.date}
          onChange={(e) => setData('date', e.target.value)}
        />
      </Field>
      <Field
        name="note"
        label={t('openinghours.note')}
        error={errors.note}
        help={t('openinghours.noteHelp')}
      >
        <TextInput
          name="note"
          maxLength={100}
          data-test="exception-note"
          value={data.note}
          onChange={(e) => setData('note', e.target.value)}
        />
      </Field>
      <div className="sm:col-span-2">
        <Checkbox
          name="closed"
          label={t('openinghours.closedAllDay')}
          data-test="exception-closed"
          checked={data.closed}
          onChange={(e) => setData('closed', e.target.checked)}
        />
      </div>
      {!data.closed && (
        <div className="sm:col-span-2">
          <Field
            name="start"
            id="exception-start"
            label={t('openinghours.specialHours')}
            error={errors.start}
          >
            <TimeRange
              name="exception"
              data-test="exception"
              step={STEP}
              start={data.start}
              end={data.end}
              onChange={(start, end) => form.setData((d) => ({ ...d, start, end }))}
            />
          </Field>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button
          type="submit"
          variant="secondary"
          data-test="exception-save"
          busy={form.processing}
          busyLabel={t('common.saving')}
        >
          {t('openinghours.addException')}
        </Button>
      </div>
    </Form>
  );
}

/** opening-hours.index: the week the salon keeps, and the days it does not (holidays, special hours). */
export default function OpeningHours({
  today,
  days,
  exceptions,
}: PageProps<'Admin/OpeningHours/Index'>) {
  const { t, locale } = useT();
  const format = useFormat();
  const confirm = useConfirm();
  const remove = async (e: Exception) => {
    if (
      await confirm({
        title: t('openinghours.removeTitle'),
        message: t('openinghours.removeMessage', { date: format.longDate(e.date) }),
        actionLabel: t('ui.remove'),
      })
    ) {
      router.delete(route('opening-hours.exceptions.destroy', { exception: e.id }), {
        preserveScroll: true,
      });
    }
  };
  return (
    <>
      <Head title={t('openinghours.title')} />
      <PageHeader title={t('openinghours.title')} description={t('openinghours.description')} />
      <div className="grid max-w-6xl gap-6 xl:grid-cols-2">
        <Week days={days} />
        <section className={card} aria-labelledby="exceptions-title">
          <h2 id="exceptions-title" className="text-lg font-semibold text-gray-900">
            {t('openinghours.exceptions')}
          </h2>
          <p className="mt-1 text-sm text-gray-600">{t('openinghours.exceptionsHelp')}</p>
          {exceptions.length === 0 ? (
            <div className="mt-4">
              <EmptyState
                data-test="exceptions-empty"
                message={t('openinghours.empty')}
                hint={t('openinghours.emptyHint')}
              />
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" data-test="exceptions">
              {exceptions.map((e) => (
                <li
                  key={e.id}
                  data-test={`exception-${e.date}`}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div>
                    <p className="font-medium text-gray-900">{format.longDate(e.date)}</p>
                    <p className="text-sm text-gray-700">
                      {e.closed ? t('ui.closed') : hoursLabel(t, locale, e.start, e.end)}
                      {e.note && <span className="text-gray-600"> · {e.note}</span>}
                    </p>
                  </div>
                  <Button
                    variant="ghost"
                    destructive
                    onClick={() => remove(e)}
                    data-test={`exception-remove-${e.date}`}
                  >
                    {t('ui.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <AddException today={today} />
        </section>
      </div>
    </>
  );
}
