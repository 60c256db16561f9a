import { Head } from '@inertiajs/react';
import Pagination from '@/Components/Pagination';
import Badge from '@/Components/ui/Badge';
import { ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { AnnouncementStatus } from '@common/announcements';
import type { Locale, Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { AnnouncementListRow } from '@common/pages/Admin/Announcements/Index';

export const statusTone = (s: AnnouncementListRow['status']) =>
  s === 'sent' || s === 'sending' ? 'primary' : s === 'cancelled' ? 'danger' : 'neutral';

/** An announcement's status in the page's language, by the code the server sends. */
export const STATUS_KEYS: Record<AnnouncementStatus, string> = {
  draft: 'announcements.status.draft',
  scheduled: 'announcements.status.scheduled',
  sending: 'announcements.status.sending',
  sent: 'announcements.status.sent',
  cancelled: 'announcements.status.cancelled',
};

/**
 * The audience in the page's language. The server says it in English only (common/announcements.ts
 * describeAudience), so English shows it as it came and the others read its rule back from those words.
 */
export function audienceText(label: string, t: Translate, locale: Locale): string {
  if (locale === 'en') return label;
  if (label === 'Everyone who agreed to texts') return t('announcements.audience.all');
  if (label === 'Birthday this month') return t('announcements.audience.birthdayMonth');
  let m = /^Visited in the last (\d+) days?$/.exec(label);
  if (m) return t('announcements.audience.visited', { days: Number(m[1]) });
  m = /^Not seen for (\d+) days?$/.exec(label);
  if (m) return t('announcements.audience.lapsed', { days: Number(m[1]) });
  m = /^Tagged “([\s\S]*)”$/.exec(label);
  if (m) return t('announcements.audience.tag', { tag: m[1] });
  m = /^Served by or preferring ([\s\S]*)$/.exec(label);
  if (m)
    return m[1] === 'a technician'
      ? t('announcements.audience.anyTechnician')
      : t('announcements.audience.technician', { name: m[1] });
  return label;
}

const columnsFor = (
  t: Translate,
  locale: Locale,
  format: ReturnType<typeof useStoreFormat>,
): Column<AnnouncementListRow>[] => [
  // The row's Open button is the way in: a 44 px target, where the name's own line is not.
  {
    key: 'name',
    header: t('ui.name'),
    primary: true,
    render: (a) => <span className="font-semibold text-gray-900">{a.name}</span>,
  },
  {
    key: 'audience',
    header: t('announcements.audience'),
    render: (a) => audienceText(a.audience_label, t, locale),
  },
  {
    key: 'when',
    header: t('announcements.when'),
    className: 'whitespace-nowrap',
    render: (a) => (a.when_at ? format.dateTime(a.when_at) : '—'),
  },
  {
    key: 'recipients',
    header: t('announcements.recipients'),
    align: 'right',
    className: 'tabular-nums',
    render: (a) => (a.status === 'sent' || a.status === 'sending' ? a.recipients : '—'),
  },
  { key: 'coupon', header: t('announcements.coupon'), render: (a) => a.coupon_code ?? '—' },
  {
    key: 'status',
    header: t('ui.status'),
    render: (a) => (
      <Badge tone={statusTone(a.status)} data-test="announcement-status">
        {t(STATUS_KEYS[a.status])}
      </Badge>
    ),
  },
];

export default function Index({ announcements }: PageProps<'Admin/Announcements/Index'>) {
  const { t, locale } = useT();
  const format = useStoreFormat();
  return (
    <>
      <Head title={t('announcements.title')} />
      <PageHeader
        title={t('announcements.title')}
        description={t('announcements.description')}
        actions={
          <ButtonLink href={route('announcements.create')} data-test="announcement-create">
            {t('announcements.new')}
          </ButtonLink>
        }
      />
      <DataTable
        data-test="announcements"
        label={t('announcements.title')}
        rowTest="announcement"
        columns={columnsFor(t, locale, format)}
        rows={announcements.data}
        rowKey={(a) => a.id}
        actions={(a) => (
          <ButtonLink
            href={route('announcements.show', { announcement: a.id })}
            variant="secondary"
            aria-label={t('announcements.openLabel', { name: a.name })}
          >
            {t('announcements.open')}
          </ButtonLink>
        )}
        empty={
          <EmptyState
            message={t('announcements.empty')}
            hint={t('announcements.emptyHint')}
            action={
              <ButtonLink href={route('announcements.create')}>
                {t('announcements.writeFirst')}
              </ButtonLink>
            }
          />
        }
      />
      {announcements.total > 0 && <Pagination paginator={announcements} />}
    </>
  );
}
