import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import CustomerForm, { type CustomerFormData } from './Partials/CustomerForm';
import type { PageProps } from '@common/pages';

export default function Edit({
  customer,
  technicians,
  consent_text,
}: PageProps<'Admin/Customers/Edit'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const form = useForm<CustomerFormData>({
    name: customer.name,
    phone: customer.phone,
    email: customer.email,
    birthday_month: customer.birthday_month ? String(customer.birthday_month) : '',
    birthday_day: customer.birthday_day ? String(customer.birthday_day) : '',
    preferred_technician_id: customer.preferred_technician_id
      ? String(customer.preferred_technician_id)
      : '',
    tags: customer.tags,
    notes: customer.notes,
    sms_consent: customer.sms_consent,
    consent_text,
  });
  const show = route('customers.show', { customer: customer.id });
  return (
    <>
      <Head title={t('customers.edit.title', { name: customer.name })} />
      <PageHeader
        title={t('customers.edit.title', { name: customer.name })}
        back={{ href: show, label: customer.name }}
      />
      <CustomerForm
        form={form}
        technicians={technicians}
        consentText={consent_text}
        submitLabel={t('customers.edit.submit')}
        cancelHref={show}
        consentGiven={
          customer.sms_consent
            ? {
                at: format.dateTime(customer.sms_consent_at),
                source: customer.sms_consent_source,
                text: customer.sms_consent_text,
              }
            : null
        }
        onSubmit={() => form.put(route('customers.update', { customer: customer.id }))}
      />
    </>
  );
}
