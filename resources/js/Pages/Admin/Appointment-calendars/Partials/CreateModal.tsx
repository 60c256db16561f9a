import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import ServicePicker from '@/Components/checkins/ServicePicker';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import Textarea from '@/Components/form/Textarea';
import CustomerPicker from '@/Components/pos/CustomerPicker';
import type { Customer } from '@/Components/pos/ticket';
import { hhmm } from '@/Components/appointments/MoveForm';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { CalendarProps } from '@common/pages/Admin/Appointment-calendars/types';

const CUSTOMER_ROUTES = {
  lookup: 'appointments.customers.lookup',
  store: 'appointments.customers.store',
} as const;

interface Props {
  slot: { technician_id: number | null; date: string; minute: number };
  menu: CalendarProps['service_menu'];
  technicians: CalendarProps['technicians'];
  onClose: () => void;
}

/** Booking from an empty slot: the customer by phone (or added), services in the order they are done, a technician or Anyone, the start; the end follows. */
export default function CreateModal({ slot, menu, technicians, onClose }: Props) {
  const { t } = useT();
  const format = useFormat();
  const [customer, setCustomer] = useState<Customer | null>(null);
  const form = useForm({
    customer_id: null as number | null,
    service_ids: [] as number[],
    technician_id: slot.technician_id as number | 'anyone' | null,
    date: slot.date,
    start: hhmm(slot.minute),
    notes: '',
  });
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const minutes = data.service_ids.reduce(
    (sum, id) => sum + (menu.services.find((s) => s.id === id)?.minutes ?? 0),
    0,
  );
  const [h, m] = data.start.split(':').map(Number);
  const startMinute = Number.isFinite(h) && Number.isFinite(m) ? h * 60 + m : null;
  const submit = () =>
    form.post(route('appointments.store'), { preserveScroll: true, onSuccess: onClose });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('appointmentcalendars.new')}
      size="xl"
      locked={form.processing}
      closeOnBackdrop={false}
      onSubmit={submit}
      data-test="appointment-create"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            type="submit"
            busy={form.processing}
            disabled={!customer || !data.service_ids.length}
            data-test="appointment-book"
          >
            {t('appointmentcalendars.book')}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <CustomerPicker
          customer={customer}
          onChange={(c) => {
            setCustomer(c);
            setData('customer_id', c?.id ?? null);
          }}
          error={errors.customer_id}
          routes={CUSTOMER_ROUTES}
        />
        <section>
          <h3 className="mb-2 font-semibold text-gray-900">{t('appointments.services')}</h3>
          <ServicePicker
            categories={menu.categories}
            services={menu.services}
            value={data.service_ids}
            onChange={(ids) => setData('service_ids', ids)}
            error={errors.service_ids}
            showPrices={false}
          />
        </section>
        <section>
          <h3 className="mb-2 font-semibold text-gray-900">{t('ui.technician')}</h3>
          <TechnicianChoice
            technicians={technicians}
            value={data.technician_id === 'anyone' ? null : data.technician_id}
            onChange={(id) => setData('technician_id', id ?? 'anyone')}
            anyoneLabel={t('appointmentcalendars.anyone')}
            label={t('ui.technician')}
            error={errors.technician_id}
            name="technician_id"
          />
        </section>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field name="date" id="create-date" label={t('ui.date')} error={errors.date}>
            <TextInput
              name="date"
              type="date"
              value={data.date}
              onChange={(e) => setData('date', e.target.value)}
              data-test="create-date"
            />
          </Field>
          <Field
            name="start"
            id="create-start"
            label={t('appointments.start')}
            error={errors.start}
          >
            <TextInput
              name="start"
              type="time"
              step={300}
              value={data.start}
              onChange={(e) => setData('start', e.target.value)}
              data-test="create-start"
            />
          </Field>
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-gray-700">{t('appointmentcalendars.ends')}</p>
            <p
              className="flex min-h-11 items-center text-base text-gray-900"
              data-test="create-end"
            >
              {minutes && startMinute !== null
                ? t('appointmentcalendars.endsAt', {
                    time: format.minuteOfDay(startMinute + minutes),
                    minutes,
                  })
                : t('appointmentcalendars.chooseServices')}
            </p>
          </div>
        </div>
        <Field
          name="notes"
          id="create-notes"
          label={t('common.optional', { label: t('ui.notes') })}
          error={errors.notes}
        >
          <Textarea
            name="notes"
            rows={2}
            maxLength={500}
            value={data.notes}
            onChange={(e) => setData('notes', e.target.value)}
          />
        </Field>
      </div>
    </Modal>
  );
}
