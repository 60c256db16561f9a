import { Head, useForm } from '@inertiajs/react';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementFormData } from '@common/pages/Admin/Announcements/Create';
import AnnouncementForm, { blankAnnouncement } from './Partials/AnnouncementForm';

export default function Create({ options }: PageProps<'Admin/Announcements/Create'>) {
  const form = useForm<AnnouncementFormData>(blankAnnouncement);
  return (
    <>
      <Head title="New Announcement" />
      <PageHeader title="New Announcement" description="Saved as a draft: the next page shows who gets it and what it costs before anything is sent."
        back={{ href: route('announcements.index'), label: 'Announcements' }} />
      <AnnouncementForm form={form} options={options} submitLabel="Save and preview" cancelHref={route('announcements.index')} onSubmit={() => form.post(route('announcements.store'))} />
    </>
  );
}
