import { Head, useForm, usePage } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { can } from '@/lib/permissions';
import { route } from '@/lib/route';
import ServiceForm, { type ServiceFormData } from './Partials/ServiceForm';
import type { PageProps } from '@common/pages';

export default function Edit({ service, categories, taxes }: PageProps<'Admin/Services/Edit'>) {
  const { t } = useT();
  const manage = can(usePage().props.auth.user, 'manage settings');
  const form = useForm<ServiceFormData>({
    name: service.name,
    category_id: service.category_id === null ? '' : String(service.category_id),
    kind: service.kind,
    price: service.price,
    // A retail item has none; switching it to a service starts from the usual half hour.
    duration: service.kind === 'retail' ? '30' : String(service.duration),
    tax_ids: service.tax_ids,
    turn_weight: service.kind === 'retail' ? '1' : service.turn_weight,
    commission_rate: service.commission_rate,
    is_active: service.is_active,
    sort_order: String(service.sort_order),
  });
  const title = manage ? t('services.editTitle', { name: service.name }) : service.name;
  return (
    <>
      <Head title={title} />
      <PageHeader
        title={title}
        back={{ href: route('services.index'), label: t('services.title') }}
      />
      <ServiceForm
        form={form}
        categories={categories}
        taxes={taxes}
        submitLabel={t('ui.saveChanges')}
        onSubmit={() =>
          form.put(route('services.update', { service: service.id }), { preserveScroll: true })
        }
      />
    </>
  );
}
