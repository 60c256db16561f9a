import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementFormData } from '@common/pages/Admin/Announcements/Create';
import AnnouncementForm from './Partials/AnnouncementForm';

export default function Edit({ options, announcement }: PageProps<'Admin/Announcements/Edit'>) {
  const form = useForm<AnnouncementFormData>(announcement.values);
  const show = route('announcements.show', { announcement: announcement.id });
  return (
    <>
      <Head title={`Edit ${announcement.name}`} />
      <PageHeader title={`Edit ${announcement.name}`} description="Saving makes it a draft again: check the preview and send or schedule it once more."
        back={{ href: show, label: announcement.name }} />
      <AnnouncementForm form={form} options={options} submitLabel="Save and preview" cancelHref={show}
        onSubmit={() => form.put(route('announcements.update', { announcement: announcement.id }))} />
    </>
  );
}
