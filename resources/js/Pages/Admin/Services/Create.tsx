import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import ServiceForm, { type ServiceFormData } from './Partials/ServiceForm';
import type { PageProps } from '@common/pages';

export default function Create({ categories, taxes }: PageProps<'Admin/Services/Create'>) {
  const form = useForm<ServiceFormData>({
    name: '', category_id: '', kind: 'service', price: 0, duration: '30', tax_ids: [], turn_weight: '1', commission_rate: '', is_active: true, sort_order: '0',
  });
  return (
    <>
      <Head title="New service or item" />
      <PageHeader title="New service or item" back={{ href: route('services.index'), label: 'Services' }} />
      <ServiceForm form={form} categories={categories} taxes={taxes} autoFocus submitLabel="Create" onSubmit={() => form.post(route('services.store'))} />
    </>
  );
}
