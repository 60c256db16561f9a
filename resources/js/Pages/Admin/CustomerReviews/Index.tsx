import { Head, useForm } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import Field from '@/Components/form/Field';
import Select from '@/Components/form/Select';
import Textarea from '@/Components/form/Textarea';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import Modal from '@/Components/ui/Modal';
import PageHeader from '@/Components/ui/PageHeader';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { ReviewItem } from '@common/pages/Admin/CustomerReviews/Index';

const stars = (n: number | null) => (n === null ? '—' : <span aria-label={`${n} of 5 stars`}><span aria-hidden="true" className="text-amber-500">{'★'.repeat(n)}</span><span aria-hidden="true" className="text-gray-300">{'★'.repeat(5 - n)}</span></span>);
const avg = (n: number | null) => (n === null ? '—' : n.toFixed(1));

const columns: Column<ReviewItem>[] = [
  { key: 'customer', header: 'Customer', primary: true, render: (r) => <><span className="font-semibold text-gray-900">{r.customer}</span><span className="block text-sm text-gray-600">{r.created_at}</span></> },
  { key: 'salon', header: 'Salon', render: (r) => stars(r.salon_rating) },
  { key: 'technician', header: 'Technician', render: (r) => <>{stars(r.technician_rating)}{r.technician && <span className="block text-sm text-gray-600">{r.technician}</span>}</> },
  { key: 'comment', header: 'Comment', wide: true, render: (r) => <span className="whitespace-pre-line">{r.comment || '—'}</span> },
  {
    key: 'follow_up', header: 'Follow-up', render: (r) => r.follow_up === 'open'
      ? <Badge tone="danger" data-test="follow-up-open">Open</Badge>
      : r.follow_up === 'resolved'
        ? <><Badge tone="primary">Resolved</Badge><span className="block text-sm text-gray-600">{r.follow_up_note} ({r.resolved_by}, {r.resolved_at})</span></>
        : '—',
  },
];

/** Reviews (spec "CustomerReviews"): averages, how the asking went, the reviews with follow-ups for low ratings. */
export default function Index({ reviews, averages, stats, open_follow_ups, technicians, filters }: PageProps<'Admin/CustomerReviews/Index'>) {
  const [resolving, setResolving] = useState<ReviewItem | null>(null);
  const form = useForm({ note: '' });
  const visit = (change: Partial<typeof filters>) => {
    const next = { ...filters, ...change };
    visitWithFilters(route('customer-reviews.index'), Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));
  };
  const resolve = () => form.post(route('customer-reviews.resolve', { review: resolving!.id }), { preserveScroll: true, onSuccess: () => { setResolving(null); form.reset(); } });
  const stat = (label: string, value: string | number, test: string) => (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"><dt className="text-sm text-gray-600">{label}</dt><dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>{value}</dd></div>
  );
  return (
    <>
      <Head title="Reviews" />
      <PageHeader title="Reviews" actions={<ButtonLink href={route('google-reviews.index')} variant="secondary" data-test="google-reviews-link">Google reviews</ButtonLink>} />
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stat('Salon average', `${avg(averages.salon)} ★`, 'average-salon')}
        {stat('Technician average', `${avg(averages.technician)} ★`, 'average-technician')}
        {stat('Reviews', averages.count, 'review-count')}
        {stat('Open follow-ups', open_follow_ups, 'open-follow-ups')}
        {stat('Requests sent', stats.sent, 'requests-sent')}
        {stat('Opened', stats.opened, 'requests-opened')}
        {stat('Answered', `${stats.completed}${stats.response_rate !== null ? ` (${stats.response_rate} %)` : ''}`, 'requests-completed')}
        {stat('Sent on to Google', stats.clicked, 'requests-clicked')}
      </dl>
      {averages.by_technician.length > 0 && (
        <section aria-label="By technician" className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-test="by-technician">
          <h2 className="mb-2 font-semibold text-gray-900">By technician</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {averages.by_technician.map((t) => <li key={t.id} className="text-gray-800"><span className="font-medium">{t.name}</span>: {avg(t.average)} ★ <span className="text-sm text-gray-600">({t.count})</span></li>)}
          </ul>
        </section>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="review-filters">
        <Field name="from" label="From"><TextInput type="date" name="from" fit value={filters.from} onChange={(e) => visit({ from: e.target.value })} /></Field>
        <Field name="to" label="To"><TextInput type="date" name="to" fit value={filters.to} onChange={(e) => visit({ to: e.target.value })} /></Field>
        <Field name="rating" label="Rating">
          <Select name="rating" fit value={String(filters.rating)} onChange={(e) => visit({ rating: e.target.value === '' ? '' : Number(e.target.value) })}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n} star{n > 1 ? 's' : ''}</option>)}
          </Select>
        </Field>
        <Field name="technician" label="Technician">
          <Select name="technician" fit value={String(filters.technician)} onChange={(e) => visit({ technician: e.target.value === '' ? '' : Number(e.target.value) })}>
            <option value="">Everyone</option>
            {technicians.map((t) => <option key={t.id} value={t.id}>{t.name}</option>)}
          </Select>
        </Field>
        <Button variant={filters.follow_up ? 'primary' : 'secondary'} onClick={() => visit({ follow_up: filters.follow_up ? '' : 'open' })} data-test="filter-follow-up" aria-pressed={!!filters.follow_up}>Open follow-ups only</Button>
      </div>
      <DataTable
        data-test="reviews"
        label="Reviews"
        rowTest="review"
        columns={columns}
        rows={reviews.data}
        rowKey={(r) => r.id}
        actions={(r) => r.follow_up === 'open' ? <Button variant="secondary" onClick={() => setResolving(r)} data-test="review-resolve">Resolve</Button> : null}
        empty={<EmptyState message="No reviews match." hint="Customers are asked after a paid ticket when Settings → Review SMS is on." />}
      />
      {reviews.total > 0 && <Pagination paginator={reviews} />}
      <Modal
        open={resolving !== null}
        onClose={() => setResolving(null)}
        title="Resolve follow-up"
        closeOnBackdrop={false}
        onSubmit={(e) => { e.preventDefault(); resolve(); }}
        data-test="resolve-modal"
        footer={<><Button variant="secondary" onClick={() => setResolving(null)}>Cancel</Button><Button type="submit" busy={form.processing} busyLabel="Saving..." data-test="resolve-save">Resolve</Button></>}
      >
        {resolving && <p className="mb-3 text-gray-700">{resolving.customer}: {resolving.comment || 'no comment'}</p>}
        <Field name="note" label="What was done" error={form.errors.note}>
          <Textarea name="note" rows={3} maxLength={1000} value={form.data.note} onChange={(e) => form.setData('note', e.target.value)} data-test="resolve-note" />
        </Field>
      </Modal>
    </>
  );
}
