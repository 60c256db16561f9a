import { useForm } from '@inertiajs/react';
import { useState } from 'react';
import ServicePicker from '@/Components/checkins/ServicePicker';
import TechnicianChoice from '@/Components/checkins/TechnicianChoice';
import Checkbox from '@/Components/form/Checkbox';
import Field from '@/Components/form/Field';
import PhoneInput from '@/Components/form/PhoneInput';
import TextInput from '@/Components/form/TextInput';
import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { requestJson } from '@/lib/http';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { CheckinsProps } from '@common/pages/Admin/Checkins/types';

type Lookup = {
  customer?: { id: number; name: string } | null;
  errors?: Record<string, string>;
  message?: string;
};

/** The desk checks someone in: find her by phone (or add her), then services, technician and the SMS box. */
export default function DeskCheckInModal({
  menu,
  technicians,
  consentText,
  onClose,
}: {
  menu: CheckinsProps['service_menu'];
  technicians: CheckinsProps['technicians'];
  consentText: string;
  onClose: () => void;
}) {
  const { t } = useT();
  const form = useForm({
    phone: '',
    name: '',
    email: '',
    service_ids: [] as number[],
    requested_technician_id: null as number | null,
    sms_consent: false,
  });
  const { data, setData } = form;
  const errors = form.errors as Record<string, string | undefined>;
  const [found, setFound] = useState<{ id: number; name: string } | null | undefined>(undefined);
  const [lookupError, setLookupError] = useState<string | null>(null);

  const find = async () => {
    const res = await requestJson<Lookup>(
      'GET',
      `${route('checkins.customers.lookup')}?phone=${data.phone}`,
    );
    if (res.ok) {
      setLookupError(null);
      setFound(res.data?.customer ?? null);
    } else
      setLookupError(
        res.data?.errors?.phone ?? res.data?.message ?? t('checkins.desk.lookupFailed'),
      );
  };
  const submit = () =>
    form.post(route('checkins.store'), { preserveScroll: true, onSuccess: onClose });

  return (
    <Modal
      open
      onClose={onClose}
      title={t('checkins.checkInCustomer')}
      size="xl"
      locked={form.processing}
      closeOnBackdrop={false}
      onSubmit={submit}
      data-test="desk-checkin"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.close')}
          </Button>
          <Button
            type="submit"
            busy={form.processing}
            disabled={found === undefined}
            data-test="desk-checkin-submit"
          >
            {t('checkins.desk.checkIn')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="flex items-end gap-2">
          <Field
            name="phone"
            label={t('ui.phone')}
            error={errors.phone ?? lookupError}
            className="flex-1"
          >
            <PhoneInput
              name="phone"
              value={data.phone}
              onChange={(d) => {
                setData('phone', d);
                setFound(undefined);
              }}
              data-test="desk-phone"
            />
          </Field>
          <Button
            variant="secondary"
            onClick={find}
            disabled={data.phone.length !== 10}
            data-test="desk-find"
          >
            {t('checkins.desk.find')}
          </Button>
        </div>
        {found && (
          <p
            className="rounded-lg bg-primary-50 px-3 py-2 font-medium text-primary-900"
            data-test="desk-found"
          >
            {found.name}
          </p>
        )}
        {found === null && (
          <div className="grid gap-3 sm:grid-cols-2" data-test="desk-new">
            <Field name="name" label={t('checkins.desk.newName')} error={errors.name}>
              <TextInput
                name="name"
                value={data.name}
                maxLength={100}
                onChange={(e) => setData('name', e.target.value)}
                data-test="desk-name"
              />
            </Field>
            <Field
              name="email"
              label={t('common.optional', { label: t('ui.email') })}
              error={errors.email}
            >
              <TextInput
                name="email"
                type="email"
                value={data.email}
                maxLength={254}
                onChange={(e) => setData('email', e.target.value)}
              />
            </Field>
          </div>
        )}
        {found !== undefined && (
          <>
            <section>
              <h3 className="mb-2 font-semibold text-gray-900">{t('checkins.services')}</h3>
              <ServicePicker
                categories={menu.categories}
                services={menu.services}
                value={data.service_ids}
                onChange={(ids) => setData('service_ids', ids)}
                error={errors.service_ids}
              />
            </section>
            <section>
              <h3 className="mb-2 font-semibold text-gray-900">{t('checkins.desk.askedFor')}</h3>
              <TechnicianChoice
                technicians={technicians}
                value={data.requested_technician_id}
                onChange={(id) => setData('requested_technician_id', id)}
                anyoneLabel={t('checkins.anyone')}
                label={t('ui.technician')}
                error={errors.requested_technician_id}
              />
            </section>
            <Checkbox
              name="sms_consent"
              checked={data.sms_consent}
              onChange={(e) => setData('sms_consent', e.target.checked)}
              label={t('checkins.desk.consent', { text: consentText })}
              className="items-start"
            />
          </>
        )}
      </div>
    </Modal>
  );
}
