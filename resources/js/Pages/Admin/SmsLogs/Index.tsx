import { Head, Link } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import Select from '@/Components/form/Select';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import Modal from '@/Components/ui/Modal';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { FIRST_DAY, LAST_DAY } from '@common/dates';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { SmsLogFilters, SmsLogRow } from '@common/pages/Admin/SmsLogs/Index';
import type { SmsReason, SmsSourceType, SmsStatus } from '@common/sms';

/** Statuses, sources and reasons in the page's language, by the codes the server sends. */
const STATUS_KEYS: Record<SmsStatus, string> = {
  queued: 'smslogs.status.queued',
  sending: 'smslogs.status.sending',
  sent: 'smslogs.status.sent',
  delivered: 'smslogs.status.delivered',
  undelivered: 'smslogs.status.undelivered',
  failed: 'smslogs.status.failed',
  skipped: 'smslogs.status.skipped',
  received: 'smslogs.status.received',
};
const SOURCE_KEYS: Record<SmsSourceType, string> = {
  announcement: 'smslogs.source.announcement',
  review_request: 'smslogs.source.reviewRequest',
  receipt: 'smslogs.source.receipt',
  booking_confirmation: 'smslogs.source.bookingConfirmation',
  appointment_reminder: 'smslogs.source.appointmentReminder',
  technician_ready: 'smslogs.source.technicianReady',
  keyword_reply: 'smslogs.source.keywordReply',
  inbound: 'smslogs.source.inbound',
  manual: 'smslogs.source.manual',
};
const REASON_KEYS: Record<SmsReason, string> = {
  opted_out: 'smslogs.reason.optedOut',
  no_consent: 'smslogs.reason.noConsent',
  quota: 'smslogs.reason.quota',
  no_phone: 'smslogs.reason.noPhone',
  invalid_number: 'smslogs.reason.invalidNumber',
  provider_error: 'smslogs.reason.providerError',
  unknown_outcome: 'smslogs.reason.unknownOutcome',
  undeliverable: 'smslogs.reason.undeliverable',
  account_closed: 'smslogs.reason.accountClosed',
};

interface Words {
  t: Translate;
  /** "Receipt", "Announcement #4": what sent the row, and which one when it has a number. */
  source: (m: SmsLogRow) => string;
  /** An instant of the row, in the store's zone. */
  at: (iso: string | null) => string;
}

function wordsFor(t: Translate, at: Words['at']): Words {
  const source = (m: SmsLogRow) =>
    m.source_id === null
      ? t(SOURCE_KEYS[m.source_type])
      : // A string: a number would be written with the reader's grouping ("#1,204").
        t('smslogs.source.numbered', {
          source: t(SOURCE_KEYS[m.source_type]),
          id: String(m.source_id),
        });
  return { t, source, at };
}

const purposeText = (purpose: SmsLogRow['purpose'], t: Translate) =>
  purpose === 'marketing' ? t('smslogs.marketing') : t('smslogs.transactional');

const columnsFor = ({ t, source, at }: Words): Column<SmsLogRow>[] => [
  {
    key: 'when',
    header: t('smslogs.when'),
    primary: true,
    render: (m) => (
      <span className="whitespace-nowrap">
        <span className="font-semibold text-gray-900">{at(m.created_at)}</span>
        {m.send_after && (
          <span className="block text-xs text-gray-600">
            {t('smslogs.goesOut', { at: at(m.send_after) })}
          </span>
        )}
      </span>
    ),
  },
  {
    key: 'customer',
    header: t('ui.customer'),
    render: (m) => (
      <span>
        {m.customer ? (
          <Link
            className="font-medium text-primary-700 underline"
            href={route('customers.show', { customer: m.customer.id })}
          >
            {m.customer.name}
          </Link>
        ) : (
          <span className="text-gray-600">{t('smslogs.noCustomer')}</span>
        )}
        <span className="block whitespace-nowrap text-xs text-gray-600 tabular-nums">
          {m.direction === 'inbound' ? t('smslogs.fromPhone', { phone: m.phone }) : m.phone}
        </span>
      </span>
    ),
  },
  {
    key: 'message',
    header: t('smslogs.message'),
    wide: true,
    render: (m) => (
      <span className="line-clamp-2 max-w-md text-gray-800" title={m.body}>
        {m.body}
      </span>
    ),
  },
  {
    key: 'source',
    header: t('smslogs.sentBy'),
    render: (m) => (
      <span>
        {m.source_href ? (
          <Link className="text-primary-700 underline" href={m.source_href}>
            {source(m)}
          </Link>
        ) : (
          source(m)
        )}
        <span className="block text-xs text-gray-600">{purposeText(m.purpose, t)}</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: t('ui.status'),
    render: (m) => (
      <span>
        <Badge tone={m.tone} data-test="sms-status">
          {t(STATUS_KEYS[m.status])}
        </Badge>
        {m.reason && (
          <span className="block text-xs text-gray-600">{t(REASON_KEYS[m.reason])}</span>
        )}
      </span>
    ),
  },
  {
    key: 'segments',
    header: t('smslogs.segments'),
    align: 'right',
    className: 'tabular-nums',
    render: (m) => m.segments,
  },
  {
    key: 'cost',
    header: t('smslogs.cost'),
    align: 'right',
    className: 'tabular-nums',
    render: (m) => m.cost,
  },
];

/** sms-logs.index: every text in and out of the store, its status as it changes, and what the filtered ones cost. */
export default function Index({
  messages,
  filters,
  totals,
  options,
}: PageProps<'Admin/SmsLogs/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const words = wordsFor(t, format.dateTime);
  const [q, setQ] = useState(filters.q);
  const [open, setOpen] = useState<SmsLogRow | null>(null);
  const visit = (changes: Partial<SmsLogFilters>) => {
    const next = { ...filters, q, ...changes };
    visitWithFilters(
      route('sms-logs.index'),
      Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')),
    );
  };
  useFilterVisit(q, () => visit({ q }));

  return (
    <>
      <Head title={t('smslogs.title')} />
      <PageHeader title={t('smslogs.title')} />
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="sms-filters">
        <label className="text-sm font-medium text-gray-700">
          {t('ui.from')}
          <TextInput
            type="date"
            name="from"
            fit
            min={FIRST_DAY}
            max={LAST_DAY}
            value={filters.from}
            onChange={(e) => e.target.value && visit({ from: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-gray-700">
          {t('ui.to')}
          <TextInput
            type="date"
            name="to"
            fit
            min={FIRST_DAY}
            max={LAST_DAY}
            value={filters.to}
            onChange={(e) => e.target.value && visit({ to: e.target.value })}
          />
        </label>
        <label className="text-sm font-medium text-gray-700">
          {t('ui.status')}
          <Select
            name="status"
            fit
            value={filters.status}
            onChange={(e) => visit({ status: e.target.value })}
          >
            <option value="">{t('smslogs.anyStatus')}</option>
            {options.statuses.map((s) => (
              <option key={s} value={s}>
                {t(STATUS_KEYS[s])}
              </option>
            ))}
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {t('smslogs.kind')}
          <Select
            name="purpose"
            fit
            value={filters.purpose}
            onChange={(e) => visit({ purpose: e.target.value })}
          >
            <option value="">{t('smslogs.anyKind')}</option>
            <option value="marketing">{t('smslogs.marketing')}</option>
            <option value="transactional">{t('smslogs.transactional')}</option>
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          {t('smslogs.sentBy')}
          <Select
            name="source"
            fit
            value={filters.source}
            onChange={(e) => visit({ source: e.target.value })}
          >
            <option value="">{t('smslogs.anything')}</option>
            {options.sources.map((s) => (
              <option key={s} value={s}>
                {t(SOURCE_KEYS[s])}
              </option>
            ))}
          </Select>
        </label>
        <label className="min-w-0 grow text-sm font-medium text-gray-700">
          {t('ui.search')}
          <TextInput
            type="search"
            name="q"
            placeholder={t('smslogs.searchPlaceholder')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </label>
      </div>

      <div className="mb-4 grid grid-cols-3 gap-3" data-test="sms-totals">
        <Total
          label={t('smslogs.messages')}
          value={String(totals.messages)}
          test="total-messages"
        />
        <Total
          label={t('smslogs.segments')}
          value={String(totals.segments)}
          test="total-segments"
        />
        <Total label={t('smslogs.cost')} value={totals.cost} test="total-cost" />
      </div>
      {totals.by_status.length > 0 && (
        <p className="mb-4 flex flex-wrap gap-2 text-sm text-gray-700" data-test="sms-by-status">
          {totals.by_status.map((s) => (
            <span key={s.status} className="rounded-full bg-white px-3 py-1 ring-1 ring-gray-200">
              {t(STATUS_KEYS[s.status])}: <strong className="tabular-nums">{s.count}</strong>
            </span>
          ))}
        </p>
      )}

      <DataTable
        data-test="sms-messages"
        label={t('smslogs.textMessages')}
        rowTest="sms"
        columns={columnsFor(words)}
        rows={messages.data}
        rowKey={(m) => m.id}
        actions={(m) => (
          <Button
            variant="secondary"
            onClick={() => setOpen(m)}
            data-test="sms-details"
            aria-label={t('smslogs.historyLabel', { phone: m.phone })}
          >
            {t('smslogs.history')}
          </Button>
        )}
        empty={<EmptyState message={t('smslogs.empty')} hint={t('smslogs.emptyHint')} />}
      />
      {messages.total > 0 && <Pagination paginator={messages} />}

      <Modal
        open={!!open}
        onClose={() => setOpen(null)}
        title={
          open
            ? open.direction === 'inbound'
              ? t('smslogs.textFrom', { phone: open.phone })
              : t('smslogs.textTo', { phone: open.phone })
            : ''
        }
        size="lg"
        data-test="sms-history"
      >
        {open && (
          <div className="space-y-4">
            <p
              className="whitespace-pre-wrap rounded-lg bg-gray-50 p-3 text-sm text-gray-900 ring-1 ring-gray-200"
              data-test="sms-body"
            >
              {open.body}
            </p>
            <p className="text-sm text-gray-700">
              {t(open.error_code ? 'smslogs.detailsError' : 'smslogs.details', {
                source: words.source(open),
                purpose: purposeText(open.purpose, t),
                segments: open.segments,
                cost: open.cost,
                code: open.error_code ?? '',
              })}
            </p>
            <ol className="space-y-2" data-test="sms-events">
              {open.events.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                  <span className="w-40 shrink-0 tabular-nums text-gray-600">{words.at(e.at)}</span>
                  <span className="font-semibold text-gray-900">{t(STATUS_KEYS[e.status])}</span>
                  {e.detail && <span className="text-gray-700">{e.detail}</span>}
                </li>
              ))}
            </ol>
          </div>
        )}
      </Modal>
    </>
  );
}

function Total({ label, value, test }: { label: string; value: string; test: string }) {
  return (
    <div className="rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</p>
      <p className="text-xl font-semibold text-gray-900 tabular-nums" data-test={test}>
        {value}
      </p>
    </div>
  );
}
