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
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { visitWithFilters } from '@/lib/useFilterVisit';
import { INTL_LOCALES, type Locale, type Translate } from '@common/i18n';
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

/** Weekday names in a language, Sunday first (2000-01-02 was a Sunday). */
export const weekdayNames = (locale: Locale, width: 'long' | 'short') =>
  Array.from({ length: 7 }, (_, d) =>
    new Intl.DateTimeFormat(INTL_LOCALES[locale], { weekday: width, timeZone: 'UTC' }).format(
      new Date(Date.UTC(2000, 0, 2 + d)),
    ),
  );

/** A wall-clock HH:MM as the language writes it; midnight in words. */
function clock(hhmm: string, t: Translate, format: Format): string {
  const [h, m] = hhmm.split(':').map(Number);
  if (h === 0 && m === 0) return t('promotions.midnight');
  return format.time(Date.UTC(2000, 0, 1, h, m), 'UTC');
}

/**
 * What a promotion gives, for what, when and its state, in the page's language, from the values
 * the server sends (the money and times in the store's formats).
 */
export function promotionWords(p: PromotionRow, t: Translate, format: Format, locale: Locale) {
  const value =
    p.kind === 'percent'
      ? t('promotions.percentOff', { percent: p.value })
      : p.kind === 'amount'
        ? t('promotions.amountOff', { amount: format.money(p.value) })
        : p.value >= 100
          ? t('promotions.buyGetFree', { buy: p.buy_quantity ?? 0, get: p.get_quantity ?? 0 })
          : t('promotions.buyGetPercent', {
              buy: p.buy_quantity ?? 0,
              get: p.get_quantity ?? 0,
              percent: p.value,
            });
  const parts: string[] = [];
  if (p.first_visit) parts.push(t('promotions.firstVisit'));
  if (p.birthday_month) parts.push(t('promotions.birthdayMonth'));
  const days = [...new Set(p.days_of_week)].sort((a, b) => a - b);
  const daysText =
    days.length === 0 || days.length === 7
      ? ''
      : days.join() === '1,2,3,4,5'
        ? t('promotions.weekdays')
        : days.join() === '0,6'
          ? t('promotions.weekends')
          : days.length === 1
            ? weekdayNames(locale, 'long')[days[0]]
            : days.map((d) => weekdayNames(locale, 'short')[d]).join(', ');
  const window =
    p.start_time && p.end_time
      ? `${clock(p.start_time, t, format)}–${clock(p.end_time, t, format)}`
      : '';
  if (daysText || window)
    parts.push([daysText || t('promotions.everyDay'), window].filter(Boolean).join(' '));
  return {
    value,
    target: t(TARGET_KEYS[p.target]),
    conditions: parts.length ? parts.join(' · ') : t('promotions.everyDay'),
    state: t(STATE_KEYS[p.state]),
  };
}

const columnsFor = (t: Translate, format: Format, locale: Locale): Column<Row>[] => [
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
            ? t('promotions.dates', { from: p.starts_on || '…', to: p.ends_on || '…' })
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
        columns={columnsFor(t, format, locale)}
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
