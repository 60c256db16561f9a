// The props of resources/js/Pages/Admin/Announcements/Edit.tsx, as the server sends them.
import type { AnnouncementFormData, AnnouncementFormOptions } from './Create';

export type Props = {
  options: AnnouncementFormOptions;
  announcement: { id: number; name: string; values: AnnouncementFormData };
};
