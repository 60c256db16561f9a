import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementFormData } from '@common/pages/Admin/Announcements/Create';
import AnnouncementForm, { blankAnnouncement } from './Partials/AnnouncementForm';

export default function Create({ options }: PageProps<'Admin/Announcements/Create'>) {
  const { t } = useT();
  const form = useForm<AnnouncementFormData>(blankAnnouncement);
  return (
    <>
      <Head title={t('announcements.create.title')} />
      <PageHeader
        title={t('announcements.create.title')}
        description={t('announcements.create.description')}
        back={{ href: route('announcements.index'), label: t('announcements.title') }}
      />
      <AnnouncementForm
        form={form}
        options={options}
        submitLabel={t('announcements.saveAndPreview')}
        cancelHref={route('announcements.index')}
        onSubmit={() => form.post(route('announcements.store'))}
      />
    </>
  );
}
