import { Head, router, useForm } from '@inertiajs/react';
import { useState } from 'react';
import DayPicker from '@/Components/booking/DayPicker';
import StoreHeader from '@/Components/booking/StoreHeader';
import TimePicker from '@/Components/booking/TimePicker';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { Button, buttonClass } from '@/Components/ui/Button';
import { formatCurrency } from '@/lib/format';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';

const card = 'rounded-2xl bg-white p-5 shadow-md sm:p-6';

/** Her appointment (the confirmation page and the emailed link): details, Add to calendar, cancel or another time. */
export default function AppointmentConfirmed({ salon: store, appointment, can_change, change_until, days, filters, slots }: PageProps<'Customer/AppointmentConfirmed'>) {
  const confirm = useConfirm();
  const [moving, setMoving] = useState(filters.date !== null);
  const [loading, setLoading] = useState(false);
  const form = useForm({ starts_at: '' });
  const params = { store: store.id, booking: appointment.id };
  const pending = appointment.status === 'booked';

  const pickDay = (date: string) => {
    form.setData('starts_at', '');
    router.get(route('booking.show', params), { date }, {
      only: ['slots', 'filters'], preserveState: true, preserveScroll: true, replace: true, onStart: () => setLoading(true), onFinish: () => setLoading(false),
    });
  };
  const cancel = async () => {
    if (await confirm({ title: 'Cancel this appointment?', message: `${appointment.date_label} at ${appointment.time} with ${appointment.technician}.`, actionLabel: 'Cancel appointment' })) {
      router.post(route('booking.cancel', params));
    }
  };

  return (
    <>
      <Head title="Your appointment" />
      <div className="mx-auto w-full max-w-3xl space-y-4" data-test="booking-confirmed">
        <StoreHeader store={store} title={pending ? 'Appointment requested' : 'You’re booked!'} />
        <section className={card} aria-label="Appointment">
          <p data-test="booking-status" className={`mb-3 inline-block rounded-full px-3 py-1 text-sm font-semibold ${pending ? 'bg-gray-100 text-gray-900' : 'bg-primary-100 text-primary-900'}`}>
            {pending ? 'Waiting for the salon to confirm' : 'Confirmed'}
          </p>
          <p className="text-2xl font-semibold text-gray-900" data-test="booking-when">{appointment.date_label}</p>
          <p className="text-xl text-gray-900">{appointment.time} · with {appointment.technician}</p>
          <ul className="mt-4 divide-y divide-gray-100 border-t border-gray-100">
            {appointment.services.map((s, i) => (
              <li key={i} className="flex justify-between gap-4 py-2"><span>{s.name} <span className="text-sm text-gray-600">· {s.minutes} min</span></span><span className="tabular-nums">{formatCurrency(s.price)}</span></li>
            ))}
            <li className="flex justify-between gap-4 py-2 font-semibold"><span>Total · {appointment.minutes} min</span><span className="tabular-nums">{appointment.total_label}</span></li>
          </ul>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <a href={route('booking.calendar', params)} download className={buttonClass({ variant: 'secondary', size: 'lg' })} data-test="booking-ics">Add to calendar</a>
            {can_change && !moving && <Button variant="secondary" size="lg" onClick={() => setMoving(true)} data-test="booking-move">Change time</Button>}
            {can_change && <Button variant="secondary" size="lg" destructive onClick={cancel} data-test="booking-cancel">Cancel appointment</Button>}
          </div>
          {can_change ? (
            <p className="mt-3 text-sm text-gray-600">You can change or cancel online until {change_until}.</p>
          ) : (
            <p className="mt-3 rounded-lg bg-gray-50 px-4 py-3 text-gray-800" data-test="booking-too-late">
              It is too close to your appointment to change it online. Please call the salon{store.phone ? ` at ${store.phone}` : ''}.
            </p>
          )}
        </section>

        {can_change && moving && (
          <section className={card} aria-labelledby="move-title" data-test="booking-reschedule">
            <h2 id="move-title" className="mb-4 text-xl font-semibold text-gray-900">Choose another time</h2>
            <DayPicker days={days} value={filters.date} onChange={pickDay} />
            {filters.date && (
              <div className="mt-4">
                <TimePicker slots={slots} value={form.data.starts_at || null} loading={loading} error={form.errors.starts_at} onChange={(v) => form.setData('starts_at', v)} />
              </div>
            )}
            <div className="mt-4 flex flex-col gap-2 sm:flex-row">
              <Button size="lg" disabled={!form.data.starts_at} busy={form.processing} busyLabel="Moving..." onClick={() => form.post(route('booking.reschedule', params), { preserveScroll: true })} data-test="booking-move-submit">Move my appointment</Button>
              <Button variant="ghost" size="lg" onClick={() => setMoving(false)}>Keep the current time</Button>
            </div>
          </section>
        )}
      </div>
    </>
  );
}
