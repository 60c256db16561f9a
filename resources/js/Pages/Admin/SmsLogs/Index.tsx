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
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import { FIRST_DAY, LAST_DAY } from '@common/dates';
import type { PageProps } from '@common/pages';
import type { SmsLogFilters, SmsLogRow } from '@common/pages/Admin/SmsLogs/Index';

const columns: Column<SmsLogRow>[] = [
  {
    key: 'when', header: 'When', primary: true,
    render: (m) => (
      <span className="whitespace-nowrap">
        <span className="font-semibold text-gray-900">{m.created_at}</span>
        {m.send_after && <span className="block text-xs text-gray-600">goes out {m.send_after}</span>}
      </span>
    ),
  },
  {
    key: 'customer', header: 'Customer',
    render: (m) => (
      <span>
        {m.customer
          ? <Link className="font-medium text-primary-700 underline" href={route('customers.show', { customer: m.customer.id })}>{m.customer.name}</Link>
          : <span className="text-gray-600">No customer</span>}
        <span className="block whitespace-nowrap text-xs text-gray-600 tabular-nums">{m.direction === 'inbound' ? 'from ' : ''}{m.phone}</span>
      </span>
    ),
  },
  {
    key: 'message', header: 'Message', wide: true,
    render: (m) => <span className="line-clamp-2 max-w-md text-gray-800" title={m.body}>{m.body}</span>,
  },
  {
    key: 'source', header: 'Sent by',
    render: (m) => (
      <span>
        {m.source_href ? <Link className="text-primary-700 underline" href={m.source_href}>{m.source}</Link> : m.source}
        <span className="block text-xs text-gray-600">{m.purpose === 'marketing' ? 'Marketing' : 'Transactional'}</span>
      </span>
    ),
  },
  {
    key: 'status', header: 'Status',
    render: (m) => (
      <span>
        <Badge tone={m.tone} data-test="sms-status">{m.status_label}</Badge>
        {m.reason && <span className="block text-xs text-gray-600">{m.reason}</span>}
      </span>
    ),
  },
  { key: 'segments', header: 'Segments', align: 'right', className: 'tabular-nums', render: (m) => m.segments },
  { key: 'cost', header: 'Cost', align: 'right', className: 'tabular-nums', render: (m) => m.cost },
];

/** sms-logs.index: every text in and out of the store, its status as it changes, and what the filtered ones cost. */
export default function Index({ messages, filters, totals, options }: PageProps<'Admin/SmsLogs/Index'>) {
  const [q, setQ] = useState(filters.q);
  const [open, setOpen] = useState<SmsLogRow | null>(null);
  const visit = (changes: Partial<SmsLogFilters>) => {
    const next = { ...filters, q, ...changes };
    visitWithFilters(route('sms-logs.index'), Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
  };
  useFilterVisit(q, () => visit({ q }));

  return (
    <>
      <Head title="SMS Logs" />
      <PageHeader title="SMS Logs" />
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="sms-filters">
        <label className="text-sm font-medium text-gray-700">
          From
          <TextInput type="date" name="from" fit min={FIRST_DAY} max={LAST_DAY} value={filters.from} onChange={(e) => e.target.value && visit({ from: e.target.value })} />
        </label>
        <label className="text-sm font-medium text-gray-700">
          To
          <TextInput type="date" name="to" fit min={FIRST_DAY} max={LAST_DAY} value={filters.to} onChange={(e) => e.target.value && visit({ to: e.target.value })} />
        </label>
        <label className="text-sm font-medium text-gray-700">
          Status
          <Select name="status" fit value={filters.status} onChange={(e) => visit({ status: e.target.value })}>
            <option value="">Any status</option>
            {options.statuses.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Kind
          <Select name="purpose" fit value={filters.purpose} onChange={(e) => visit({ purpose: e.target.value })}>
            <option value="">Marketing and transactional</option>
            <option value="marketing">Marketing</option>
            <option value="transactional">Transactional</option>
          </Select>
        </label>
        <label className="text-sm font-medium text-gray-700">
          Sent by
          <Select name="source" fit value={filters.source} onChange={(e) => visit({ source: e.target.value })}>
            <option value="">Anything</option>
            {options.sources.map((s) => <option key={s.value} value={s.value}>{s.label}</option>)}
          </Select>
        </label>
        <label className="min-w-0 grow text-sm font-medium text-gray-700">
          Search
          <TextInput type="search" name="q" placeholder="Phone or customer name" value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
      </div>

      <div className="mb-4 grid grid-cols-3 gap-3" data-test="sms-totals">
        <Total label="Messages" value={String(totals.messages)} test="total-messages" />
        <Total label="Segments" value={String(totals.segments)} test="total-segments" />
        <Total label="Cost" value={totals.cost} test="total-cost" />
      </div>
      {totals.by_status.length > 0 && (
        <p className="mb-4 flex flex-wrap gap-2 text-sm text-gray-700" data-test="sms-by-status">
          {totals.by_status.map((s) => <span key={s.status} className="rounded-full bg-white px-3 py-1 ring-1 ring-gray-200">{s.label}: <strong className="tabular-nums">{s.count}</strong></span>)}
        </p>
      )}

      <DataTable
        data-test="sms-messages"
        label="Text messages"
        rowTest="sms"
        columns={columns}
        rows={messages.data}
        rowKey={(m) => m.id}
        actions={(m) => <Button variant="secondary" onClick={() => setOpen(m)} data-test="sms-details" aria-label={`History of the text to ${m.phone}`}>History</Button>}
        empty={<EmptyState message="No text messages match." hint="Receipts, reminders, announcements and review requests sent by text appear here." />}
      />
      {messages.total > 0 && <Pagination paginator={messages} />}

      <Modal open={!!open} onClose={() => setOpen(null)} title={open ? `Text ${open.direction === 'inbound' ? 'from' : 'to'} ${open.phone}` : ''} size="lg" data-test="sms-history">
        {open && (
          <div className="space-y-4">
            <p className="whitespace-pre-wrap rounded-lg bg-gray-50 p-3 text-sm text-gray-900 ring-1 ring-gray-200" data-test="sms-body">{open.body}</p>
            <p className="text-sm text-gray-700">
              {open.source} · {open.purpose === 'marketing' ? 'Marketing' : 'Transactional'} · {open.segments} segment{open.segments === 1 ? '' : 's'} · {open.cost}
              {open.error_code ? ` · error ${open.error_code}` : ''}
            </p>
            <ol className="space-y-2" data-test="sms-events">
              {open.events.map((e) => (
                <li key={e.id} className="flex flex-wrap items-baseline gap-x-3 text-sm">
                  <span className="w-40 shrink-0 tabular-nums text-gray-600">{e.at}</span>
                  <span className="font-semibold text-gray-900">{e.label}</span>
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
      <p className="text-xl font-semibold text-gray-900 tabular-nums" data-test={test}>{value}</p>
    </div>
  );
}
