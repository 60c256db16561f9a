import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import ServiceForm, { type ServiceFormData } from './Partials/ServiceForm';
import type { PageProps } from '@common/pages';

export default function Create({ categories, taxes }: PageProps<'Admin/Services/Create'>) {
  const { t } = useT();
  const form = useForm<ServiceFormData>({
    name: '',
    category_id: '',
    kind: 'service',
    price: 0,
    duration: '30',
    tax_ids: [],
    turn_weight: '1',
    commission_rate: '',
    is_active: true,
    sort_order: '0',
  });
  return (
    <>
      <Head title={t('services.new')} />
      <PageHeader
        title={t('services.new')}
        back={{ href: route('services.index'), label: t('services.title') }}
      />
      <ServiceForm
        form={form}
        categories={categories}
        taxes={taxes}
        autoFocus
        submitLabel={t('ui.create')}
        onSubmit={() => form.post(route('services.store'))}
      />
    </>
  );
}
