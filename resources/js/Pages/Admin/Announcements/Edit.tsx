import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementFormData } from '@common/pages/Admin/Announcements/Create';
import AnnouncementForm from './Partials/AnnouncementForm';

export default function Edit({ options, announcement }: PageProps<'Admin/Announcements/Edit'>) {
  const { t } = useT();
  const form = useForm<AnnouncementFormData>(announcement.values);
  const show = route('announcements.show', { announcement: announcement.id });
  return (
    <>
      <Head title={t('announcements.edit.title', { name: announcement.name })} />
      <PageHeader
        title={t('announcements.edit.title', { name: announcement.name })}
        description={t('announcements.edit.description')}
        back={{ href: show, label: announcement.name }}
      />
      <AnnouncementForm
        form={form}
        options={options}
        submitLabel={t('announcements.saveAndPreview')}
        cancelHref={show}
        onSubmit={() => form.put(route('announcements.update', { announcement: announcement.id }))}
      />
    </>
  );
}
