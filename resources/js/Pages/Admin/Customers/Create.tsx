import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import CustomerForm, { type CustomerFormData } from './Partials/CustomerForm';
import type { PageProps } from '@common/pages';

export default function Create({ technicians, consent_text }: PageProps<'Admin/Customers/Create'>) {
  const { t } = useT();
  const form = useForm<CustomerFormData>({
    name: '',
    phone: '',
    email: '',
    birthday_month: '',
    birthday_day: '',
    preferred_technician_id: '',
    tags: [],
    notes: '',
    sms_consent: false,
    consent_text,
  });
  return (
    <>
      <Head title={t('customers.create.headTitle')} />
      <PageHeader
        title={t('customers.new')}
        back={{ href: route('customers.index'), label: t('customers.title') }}
      />
      <CustomerForm
        form={form}
        technicians={technicians}
        consentText={consent_text}
        submitLabel={t('customers.create.submit')}
        cancelHref={route('customers.index')}
        onSubmit={() => form.post(route('customers.store'))}
      />
    </>
  );
}
