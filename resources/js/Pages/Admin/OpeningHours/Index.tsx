import { Head, router, useForm } from '@inertiajs/react';
import { formatTimeOfDay } from '@common/time';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import Form from '@/Components/form/Form';
import TextInput from '@/Components/form/TextInput';
import TimeRange, { timeValueToMinutes } from '@/Components/form/TimeRange';
import WeekHours, { weekDayError, type WeekDay } from '@/Components/form/WeekHours';
import { Button } from '@/Components/ui/Button';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { formatLongDate } from '@/lib/format';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { Day, Exception } from '@common/pages/Admin/OpeningHours/Index';

const card = 'rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6';
/** Opening times in quarter hours: 9:30 and 7:45 are common salon hours. */
const STEP = 15;

/** "9:30 AM – 7:30 PM", or "Closed". */
function hoursLabel(start: string | null, end: string | null): string {
  const s = timeValueToMinutes(start);
  const e = timeValueToMinutes(end, true);
  if (s === null || e === null) return 'Closed';
  return `${formatTimeOfDay(s)} – ${e === 1440 ? '12:00 AM' : formatTimeOfDay(e)}`;
}

const MISSING_HOURS = 'Choose an opening and a closing time.';

function Week({ days }: { days: Day[] }) {
  const form = useForm<{ days: WeekDay[] }>({ days: days.map(({ off, start, end }) => ({ off, start, end })) });
  const errors = form.errors as Record<string, string | undefined>;
  const invalid = form.data.days.some((d) => weekDayError(d, MISSING_HOURS) !== null);

  return (
    <Form onSubmit={() => form.put(route('opening-hours.update'), { preserveScroll: true })} errors={errors} className={card}>
      <h2 className="text-lg font-semibold text-gray-900">Every week</h2>
      <p className="mt-1 text-sm text-gray-600">Customers can book only while the salon is open and their technician is working. Choose “Off” for a day the salon is closed.</p>
      <div className="mt-2">
        <WeekHours names={days} values={form.data.days} errors={errors} onChange={(next) => form.setData('days', next)} missingMessage={MISSING_HOURS} step={STEP} />
      </div>
      {errors.days && <p data-test="error-days" className="mt-2 text-sm font-medium text-danger-700">{errors.days}</p>}
      <Button type="submit" className="mt-4" data-test="opening-hours-save" busy={form.processing} busyLabel="Saving..." disabled={invalid}>
        Save opening hours
      </Button>
    </Form>
  );
}

function AddException({ today }: { today: string }) {
  const form = useForm({ date: '', closed: true, start: null as string | null, end: null as string | null, note: '' });
  const { data, errors, setData } = form;
  const submit = () => form.post(route('opening-hours.exceptions.store'), { preserveScroll: true, onSuccess: () => form.reset() });
  return (
    <Form onSubmit={submit} errors={errors} className="mt-4 grid gap-4 border-t border-gray-100 pt-4 sm:grid-cols-2">
      <Field name="date" label="Date" error={errors.date}>
        <TextInput type="date" name="date" min={today} data-test="exception-date" value={data.date} onChange={(e) => setData('date', e.target.value)} />
      </Field>
      <Field name="note" label="Note (optional)" error={errors.note} help="Shown to staff, e.g. “Thanksgiving”.">
        <TextInput name="note" maxLength={100} data-test="exception-note" value={data.note} onChange={(e) => setData('note', e.target.value)} />
      </Field>
      <div className="sm:col-span-2">
        <Checkbox name="closed" label="Closed all day" data-test="exception-closed" checked={data.closed} onChange={(e) => setData('closed', e.target.checked)} />
      </div>
      {!data.closed && (
        <div className="sm:col-span-2">
          <Field name="start" id="exception-start" label="Special hours" error={errors.start}>
            <TimeRange name="exception" data-test="exception" step={STEP} start={data.start} end={data.end} onChange={(start, end) => form.setData((d) => ({ ...d, start, end }))} />
          </Field>
        </div>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" data-test="exception-save" busy={form.processing} busyLabel="Saving...">
          Add exception
        </Button>
      </div>
    </Form>
  );
}

/** opening-hours.index: the week the salon keeps, and the days it does not (holidays, special hours). */
export default function OpeningHours({ today, days, exceptions }: PageProps<'Admin/OpeningHours/Index'>) {
  const confirm = useConfirm();
  const remove = async (e: Exception) => {
    if (await confirm({ title: 'Remove this exception?', message: `${formatLongDate(e.date)} goes back to the usual hours.`, actionLabel: 'Remove' })) {
      router.delete(route('opening-hours.exceptions.destroy', { exception: e.id }), { preserveScroll: true });
    }
  };
  return (
    <>
      <Head title="Opening Hours" />
      <PageHeader title="Opening Hours" description="When the salon is open for appointments and online booking." />
      <div className="grid max-w-6xl gap-6 xl:grid-cols-2">
        <Week days={days} />
        <section className={card} aria-labelledby="exceptions-title">
          <h2 id="exceptions-title" className="text-lg font-semibold text-gray-900">Holidays and special hours</h2>
          <p className="mt-1 text-sm text-gray-600">A date here replaces that weekday’s hours.</p>
          {exceptions.length === 0 ? (
            <div className="mt-4">
              <EmptyState data-test="exceptions-empty" message="No holidays or special hours coming up." hint="Add a date below when the salon closes or keeps different hours." />
            </div>
          ) : (
            <ul className="mt-2 divide-y divide-gray-100" data-test="exceptions">
              {exceptions.map((e) => (
                <li key={e.id} data-test={`exception-${e.date}`} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <div>
                    <p className="font-medium text-gray-900">{formatLongDate(e.date)}</p>
                    <p className="text-sm text-gray-700">
                      {e.closed ? 'Closed' : hoursLabel(e.start, e.end)}
                      {e.note && <span className="text-gray-600"> · {e.note}</span>}
                    </p>
                  </div>
                  <Button variant="ghost" destructive onClick={() => remove(e)} data-test={`exception-remove-${e.date}`}>
                    Remove
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
