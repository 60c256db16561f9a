import { Head } from '@inertiajs/react';
import { useState } from 'react';
import Field from '@/Components/form/Field';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat, useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import { conditionsWords, effectWords } from '@/Components/promotions/promotionWords';
import type { Locale, Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { PromotionRow } from '@common/pages/Admin/Promotions/Index';
import type { PromotionState } from '@common/promotions';

type Row = PageProps<'Admin/Promotions/Index'>['promotions'][number];

type Format = ReturnType<typeof useFormat>;

const STATE_KEYS: Record<PromotionState, string> = {
  active: 'promotions.state.active',
  off: 'promotions.state.off',
  not_started: 'promotions.state.notStarted',
  ended: 'promotions.state.ended',
};

const TARGET_KEYS: Record<PromotionRow['target'], string> = {
  all: 'promotions.target.all',
  services: 'promotions.target.services',
  categories: 'promotions.target.categories',
};

/** A wall-clock HH:MM as the language writes it; midnight in words. */
function clock(hhmm: string, t: Translate, format: Format): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === 0 && m === 0) return t('promotionterms.midnight');
  return format.time(Date.UTC(2000, 0, 1, h, m), 'UTC');
}

/**
 * What a promotion gives, for what, when and its state, in the page's language, from the values
 * the server sends (the money and times in the store's formats).
 */
export function promotionWords(p: PromotionRow, t: Translate, format: Format, locale: Locale) {
  const window =
    p.start_time && p.end_time
      ? `${clock(p.start_time, t, format)}–${clock(p.end_time, t, format)}`
      : '';
  return {
    value: effectWords(p, t, format.money),
    target: t(TARGET_KEYS[p.target]),
    conditions: conditionsWords(p, window, t, locale),
    state: t(STATE_KEYS[p.state]),
  };
}

const columnsFor = (
  t: Translate,
  format: Format,
  locale: Locale,
  date: (ymd: string) => string,
): Column<Row>[] => [
  {
    key: 'name',
    header: t('promotions.column.promotion'),
    primary: true,
    render: (p) => {
      const w = promotionWords(p, t, format, locale);
      return (
        <>
          <span className="font-semibold text-gray-900">{p.name}</span>
          <span className="block text-sm text-gray-600">
            {w.value} · {w.target}
          </span>
        </>
      );
    },
  },
  {
    key: 'when',
    header: t('promotions.column.when'),
    render: (p) => (
      <>
        {promotionWords(p, t, format, locale).conditions}
        <span className="block text-sm text-gray-600">
          {p.starts_on || p.ends_on
            ? t('promotions.dates', {
                from: p.starts_on ? date(p.starts_on) : '…',
                to: p.ends_on ? date(p.ends_on) : '…',
              })
            : t('promotions.always')}
        </span>
      </>
    ),
  },
  {
    key: 'uses',
    header: t('promotions.column.tickets'),
    align: 'right',
    className: 'tabular-nums',
    render: (p) => p.uses,
  },
  {
    key: 'discount',
    header: t('promotions.column.discountGiven'),
    align: 'right',
    className: 'tabular-nums',
    render: (p) => (
      <>
        {format.money(p.net_cents)}
        {p.reversed_cents > 0 && (
          <span className="block text-sm text-gray-600">
            {t('promotions.refunded', { amount: format.money(p.reversed_cents) })}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'state',
    header: t('ui.status'),
    render: (p) => (
      <Badge tone={p.state === 'active' ? 'primary' : 'neutral'} data-test="promotion-state">
        {promotionWords(p, t, format, locale).state}
      </Badge>
    ),
  },
];

/** promotions.index: every promotion, and what each gave on the chosen days' paid tickets. */
export default function Index({
  promotions,
  filters,
  totals,
  date_window,
}: PageProps<'Admin/Promotions/Index'>) {
  const { t, locale } = useT();
  const format = useFormat();
  // Starts and ends are store days (YYYY-MM-DD), written MM-DD-YYYY; the date inputs keep YYYY-MM-DD.
  const { date } = useStoreFormat();
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const show = () => visitWithFilters(route('promotions.index'), { from, to });
  return (
    <>
      <Head title={t('promotions.title')} />
      <PageHeader
        title={t('promotions.title')}
        description={t('promotions.description')}
        actions={
          <ButtonLink href={route('promotions.create')} data-test="promotion-create">
            {t('promotions.new')}
          </ButtonLink>
        }
      />
      <div className="mb-4 flex flex-wrap items-end gap-3" data-test="promotion-period">
        <Field name="from" label={t('ui.from')}>
          <TextInput
            type="date"
            name="from"
            fit
            min={date_window.min}
            max={date_window.max}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
        </Field>
        <Field name="to" label={t('ui.to')}>
          <TextInput
            type="date"
            name="to"
            fit
            min={date_window.min}
            max={date_window.max}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
        </Field>
        <Button variant="secondary" onClick={show} data-test="promotion-period-show">
          {t('promotions.show')}
        </Button>
        <p className="text-sm text-gray-700" data-test="promotion-totals">
          {t('promotions.totals', { uses: totals.uses, amount: format.money(totals.net_cents) })}
        </p>
      </div>
      <DataTable
        data-test="promotions"
        label={t('promotions.title')}
        rowTest="promotion"
        columns={columnsFor(t, format, locale, date)}
        rows={promotions}
        rowKey={(p) => p.id}
        actions={(p) => (
          <ButtonLink
            href={route('promotions.edit', { promotion: p.id })}
            variant="secondary"
            data-test="promotion-edit"
            aria-label={t('promotions.editLabel', { name: p.name })}
          >
            {t('ui.edit')}
          </ButtonLink>
        )}
        empty={
          <EmptyState
            message={t('promotions.empty')}
            hint={t('promotions.emptyHint')}
            action={
              <ButtonLink href={route('promotions.create')}>
                {t('promotions.createFirst')}
              </ButtonLink>
            }
          />
        }
      />
    </>
  );
}
