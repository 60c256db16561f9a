import { Head } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import type { PageProps } from '@common/pages';
import type { AnnouncementListRow } from '@common/pages/Admin/Announcements/Index';

export const statusTone = (s: AnnouncementListRow['status']) => (s === 'sent' || s === 'sending' ? 'primary' : s === 'cancelled' ? 'danger' : 'neutral');

const columns: Column<AnnouncementListRow>[] = [
  // The row's Open button is the way in: a 44 px target, where the name's own line is not.
  { key: 'name', header: 'Name', primary: true, render: (a) => <span className="font-semibold text-gray-900">{a.name}</span> },
  { key: 'audience', header: 'Audience', render: (a) => a.audience_label },
  { key: 'when', header: 'When', className: 'whitespace-nowrap', render: (a) => a.when_label || '—' },
  { key: 'recipients', header: 'Recipients', align: 'right', className: 'tabular-nums', render: (a) => (a.status === 'sent' || a.status === 'sending' ? a.recipients : '—') },
  { key: 'coupon', header: 'Coupon', render: (a) => a.coupon_code ?? '—' },
  { key: 'status', header: 'Status', render: (a) => <Badge tone={statusTone(a.status)} data-test="announcement-status">{a.status_label}</Badge> },
];

export default function Index({ announcements }: PageProps<'Admin/Announcements/Index'>) {
  return (
    <>
      <Head title="Announcements" />
      <PageHeader title="Announcements" description="Texts to the customers who agreed to them: a slow Tuesday filled, a regular brought back."
        actions={<ButtonLink href={route('announcements.create')} data-test="announcement-create">New announcement</ButtonLink>} />
      <DataTable
        data-test="announcements"
        label="Announcements"
        rowTest="announcement"
        columns={columns}
        rows={announcements.data}
        rowKey={(a) => a.id}
        actions={(a) => <ButtonLink href={route('announcements.show', { announcement: a.id })} variant="secondary" aria-label={`Open ${a.name}`}>Open</ButtonLink>}
        empty={<EmptyState message="No announcements yet." hint="Write a text, choose who gets it, check the preview, then send it now or at a time you choose."
          action={<ButtonLink href={route('announcements.create')}>Write the first one</ButtonLink>} />}
      />
      {announcements.total > 0 && <Pagination paginator={announcements} />}
    </>
  );
}
