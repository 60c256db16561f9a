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
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { ReviewItem } from '@common/pages/Admin/CustomerReviews/Index';

const stars = (n: number | null, t: Translate) =>
  n === null ? (
    '—'
  ) : (
    <span aria-label={t('customerreviews.stars', { n })}>
      <span aria-hidden="true" className="text-amber-500">
        {'★'.repeat(n)}
      </span>
      <span aria-hidden="true" className="text-gray-300">
        {'★'.repeat(5 - n)}
      </span>
    </span>
  );
const avg = (n: number | null) => (n === null ? '—' : n.toFixed(1));

const columnsFor = (
  t: Translate,
  format: ReturnType<typeof useStoreFormat>,
): Column<ReviewItem>[] => [
  {
    key: 'customer',
    header: t('ui.customer'),
    primary: true,
    render: (r) => (
      <>
        <span className="font-semibold text-gray-900">{r.customer}</span>
        <span className="block text-sm text-gray-600">{format.dateTime(r.created_at)}</span>
      </>
    ),
  },
  { key: 'salon', header: t('customerreviews.salon'), render: (r) => stars(r.salon_rating, t) },
  {
    key: 'technician',
    header: t('ui.technician'),
    render: (r) => (
      <>
        {stars(r.technician_rating, t)}
        {r.technician && <span className="block text-sm text-gray-600">{r.technician}</span>}
      </>
    ),
  },
  {
    key: 'comment',
    header: t('customerreviews.comment'),
    wide: true,
    render: (r) => <span className="whitespace-pre-line">{r.comment || '—'}</span>,
  },
  {
    key: 'follow_up',
    header: t('customerreviews.followUp'),
    render: (r) =>
      r.follow_up === 'open' ? (
        <Badge tone="danger" data-test="follow-up-open">
          {t('ui.open')}
        </Badge>
      ) : r.follow_up === 'resolved' ? (
        <>
          <Badge tone="primary">{t('customerreviews.resolved')}</Badge>
          <span className="block text-sm text-gray-600">
            {t('customerreviews.resolvedNote', {
              note: r.follow_up_note ?? '',
              by: r.resolved_by ?? '',
              at: format.dateTime(r.resolved_at),
            })}
          </span>
        </>
      ) : (
        '—'
      ),
  },
];

/** Reviews (spec "CustomerReviews"): averages, how the asking went, the reviews with follow-ups for low ratings. */
export default function Index({
  reviews,
  averages,
  stats,
  open_follow_ups,
  technicians,
  filters,
}: PageProps<'Admin/CustomerReviews/Index'>) {
  const { t } = useT();
  const format = useStoreFormat();
  const [resolving, setResolving] = useState<ReviewItem | null>(null);
  const form = useForm({ note: '' });
  const visit = (change: Partial<typeof filters>) => {
    const next = { ...filters, ...change };
    visitWithFilters(
      route('customer-reviews.index'),
      Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')),
    );
  };
  const resolve = () =>
    form.post(route('customer-reviews.resolve', { review: resolving!.id }), {
      preserveScroll: true,
      onSuccess: () => {
        setResolving(null);
        form.reset();
      },
    });
  const stat = (label: string, value: string | number, test: string) => (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200">
      <dt className="text-sm text-gray-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900" data-test={test}>
        {value}
      </dd>
    </div>
  );
  return (
    <>
      <Head title={t('customerreviews.title')} />
      <PageHeader
        title={t('customerreviews.title')}
        actions={
          <ButtonLink
            href={route('google-reviews.index')}
            variant="secondary"
            data-test="google-reviews-link"
          >
            {t('customerreviews.google')}
          </ButtonLink>
        }
      />
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stat(t('customerreviews.salonAverage'), `${avg(averages.salon)} ★`, 'average-salon')}
        {stat(
          t('customerreviews.technicianAverage'),
          `${avg(averages.technician)} ★`,
          'average-technician',
        )}
        {stat(t('customerreviews.title'), averages.count, 'review-count')}
        {stat(t('customerreviews.openFollowUps'), open_follow_ups, 'open-follow-ups')}
        {stat(t('customerreviews.requestsSent'), stats.sent, 'requests-sent')}
        {stat(t('customerreviews.opened'), stats.opened, 'requests-opened')}
        {stat(
          t('customerreviews.answered'),
          `${stats.completed}${stats.response_rate !== null ? ` (${stats.response_rate} %)` : ''}`,
          'requests-completed',
        )}
        {stat(t('customerreviews.sentToGoogle'), stats.clicked, 'requests-clicked')}
      </dl>
      {averages.by_technician.length > 0 && (
        <section
          aria-label={t('customerreviews.byTechnician')}
          className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          data-test="by-technician"
        >
          <h2 className="mb-2 font-semibold text-gray-900">{t('customerreviews.byTechnician')}</h2>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {averages.by_technician.map((tech) => (
              <li key={tech.id} className="text-gray-800">
                <span className="font-medium">{tech.name}</span>: {avg(tech.average)} ★{' '}
                <span className="text-sm text-gray-600">({tech.count})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="review-filters">
        <Field name="from" label={t('ui.from')}>
          <TextInput
            type="date"
            name="from"
            fit
            value={filters.from}
            onChange={(e) => visit({ from: e.target.value })}
          />
        </Field>
        <Field name="to" label={t('ui.to')}>
          <TextInput
            type="date"
            name="to"
            fit
            value={filters.to}
            onChange={(e) => visit({ to: e.target.value })}
          />
        </Field>
        <Field name="rating" label={t('customerreviews.rating')}>
          <Select
            name="rating"
            fit
            value={String(filters.rating)}
            onChange={(e) => visit({ rating: e.target.value === '' ? '' : Number(e.target.value) })}
          >
            <option value="">{t('customerreviews.any')}</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {t('customerreviews.starCount', { n })}
              </option>
            ))}
          </Select>
        </Field>
        <Field name="technician" label={t('ui.technician')}>
          <Select
            name="technician"
            fit
            value={String(filters.technician)}
            onChange={(e) =>
              visit({ technician: e.target.value === '' ? '' : Number(e.target.value) })
            }
          >
            <option value="">{t('customerreviews.everyone')}</option>
            {technicians.map((tech) => (
              <option key={tech.id} value={tech.id}>
                {tech.name}
              </option>
            ))}
          </Select>
        </Field>
        <Button
          variant={filters.follow_up ? 'primary' : 'secondary'}
          onClick={() => visit({ follow_up: filters.follow_up ? '' : 'open' })}
          data-test="filter-follow-up"
          aria-pressed={!!filters.follow_up}
        >
          {t('customerreviews.openOnly')}
        </Button>
      </div>
      <DataTable
        data-test="reviews"
        label={t('customerreviews.title')}
        rowTest="review"
        columns={columnsFor(t, format)}
        rows={reviews.data}
        rowKey={(r) => r.id}
        actions={(r) =>
          r.follow_up === 'open' ? (
            <Button variant="secondary" onClick={() => setResolving(r)} data-test="review-resolve">
              {t('customerreviews.resolve')}
            </Button>
          ) : null
        }
        empty={
          <EmptyState message={t('customerreviews.empty')} hint={t('customerreviews.emptyHint')} />
        }
      />
      {reviews.total > 0 && <Pagination paginator={reviews} />}
      <Modal
        open={resolving !== null}
        onClose={() => setResolving(null)}
        title={t('customerreviews.resolveTitle')}
        closeOnBackdrop={false}
        onSubmit={(e) => {
          e.preventDefault();
          resolve();
        }}
        data-test="resolve-modal"
        footer={
          <>
            <Button variant="secondary" onClick={() => setResolving(null)}>
              {t('ui.cancel')}
            </Button>
            <Button
              type="submit"
              busy={form.processing}
              busyLabel={t('common.saving')}
              data-test="resolve-save"
            >
              {t('customerreviews.resolve')}
            </Button>
          </>
        }
      >
        {resolving && (
          <p className="mb-3 text-gray-700">
            {t('customerreviews.resolveText', {
              customer: resolving.customer,
              comment: resolving.comment || t('customerreviews.noComment'),
            })}
          </p>
        )}
        <Field name="note" label={t('customerreviews.whatWasDone')} error={form.errors.note}>
          <Textarea
            name="note"
            rows={3}
            maxLength={1000}
            value={form.data.note}
            onChange={(e) => form.setData('note', e.target.value)}
            data-test="resolve-note"
          />
        </Field>
      </Modal>
    </>
  );
}
