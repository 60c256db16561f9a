import { Head } from '@inertiajs/react';
import { useState } from 'react';
import Pagination from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button, ButtonLink } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { Translate } from '@common/i18n';
import type { PageProps } from '@common/pages';
import type { CouponRow, CouponState } from '@common/pages/Admin/Coupons/Index';
export type { CouponRow } from '@common/pages/Admin/Coupons/Index';

/** A coupon's state (presenters/coupons.ts couponState), as the catalogue says it. */
export const STATE_KEYS: Record<CouponState, string> = {
  active: 'coupons.state.active',
  off: 'coupons.state.off',
  not_started: 'coupons.state.notStarted',
  expired: 'coupons.state.expired',
  used_up: 'coupons.state.usedUp',
};

/** "10% off", "$5.00 off", in the page's language. */
export const couponValue = (
  c: Pick<CouponRow, 'kind' | 'value'>,
  t: Translate,
  money: (cents: number) => string,
) =>
  c.kind === 'percent'
    ? t('coupons.percentOff', { percent: c.value })
    : t('coupons.amountOff', { amount: money(c.value) });

const columnsFor = (
  t: Translate,
  money: (cents: number) => string,
  date: (ymd: string) => string,
): Column<CouponRow>[] => [
  {
    key: 'code',
    header: t('coupons.code'),
    primary: true,
    render: (c) => <span className="font-semibold text-gray-900">{c.code}</span>,
  },
  {
    key: 'value',
    header: t('ui.discount'),
    render: (c) => (
      <>
        {couponValue(c, t, money)}
        {c.minimum_spend > 0 && (
          <span className="block text-sm text-gray-600">
            {t('coupons.over', { amount: money(c.minimum_spend) })}
          </span>
        )}
      </>
    ),
  },
  {
    key: 'dates',
    header: t('coupons.valid'),
    render: (c) =>
      c.valid_from || c.valid_to
        ? t('coupons.dates', {
            from: c.valid_from ? date(c.valid_from) : '…',
            to: c.valid_to ? date(c.valid_to) : '…',
          })
        : t('coupons.always'),
    className: 'whitespace-nowrap',
  },
  {
    key: 'uses',
    header: t('coupons.uses'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) =>
      c.usage_limit !== null ? t('coupons.usesOf', { uses: c.uses, limit: c.usage_limit }) : c.uses,
  },
  {
    key: 'state',
    header: t('ui.status'),
    render: (c) => (
      <Badge tone={c.state === 'active' ? 'primary' : 'neutral'} data-test="coupon-state">
        {t(STATE_KEYS[c.state])}
      </Badge>
    ),
  },
];

export default function Index({ coupons, filters }: PageProps<'Admin/Coupons/Index'>) {
  const { t } = useT();
  // Valid from and to are store days (YYYY-MM-DD), written MM-DD-YYYY; the form's date inputs keep YYYY-MM-DD.
  const format = useStoreFormat();
  const [q, setQ] = useState(filters.q);
  useFilterVisit(q, () => visitWithFilters(route('coupons.index'), q ? { q } : {}));

  return (
    <>
      <Head title={t('coupons.title')} />
      <PageHeader
        title={t('coupons.title')}
        actions={
          <ButtonLink href={route('coupons.create')} data-test="coupon-create">
            {t('coupons.new')}
          </ButtonLink>
        }
      />
      <div className="mb-4">
        <TextInput
          type="search"
          name="q"
          aria-label={t('coupons.search')}
          placeholder={t('coupons.search')}
          fit
          className="w-64 max-w-full"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <DataTable
        data-test="coupons"
        label={t('coupons.title')}
        rowTest="coupon"
        columns={columnsFor(t, format.money, format.date)}
        rows={coupons.data}
        rowKey={(c) => c.id}
        actions={(c) => (
          <ButtonLink
            href={route('coupons.edit', { coupon: c.id })}
            variant="secondary"
            data-test="coupon-edit"
            aria-label={t('coupons.editLabel', { code: c.code })}
          >
            {t('ui.edit')}
          </ButtonLink>
        )}
        empty={
          filters.q ? (
            <EmptyState
              message={t('coupons.noMatch')}
              action={
                <Button variant="secondary" onClick={() => setQ('')}>
                  {t('coupons.showAll')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              message={t('coupons.empty')}
              hint={t('coupons.emptyHint')}
              action={
                <ButtonLink href={route('coupons.create')}>{t('coupons.createFirst')}</ButtonLink>
              }
            />
          )
        }
      />
      {coupons.total > 0 && <Pagination paginator={coupons} />}
    </>
  );
}
