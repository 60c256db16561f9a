import { Head, Link, router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import Pagination from '@/Components/Pagination';
import TextInput from '@/Components/form/TextInput';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import DataTable, { type Column } from '@/Components/ui/DataTable';
import EmptyState from '@/Components/ui/EmptyState';
import PageHeader from '@/Components/ui/PageHeader';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { Translate } from '@common/i18n';
import { useFilterVisit, visitWithFilters } from '@/lib/useFilterVisit';
import type { PageProps } from '@common/pages';
import type { CardRow } from '@common/pages/Admin/Giftcards/Index';

const columns = (t: Translate, money: (cents: number) => string): Column<CardRow>[] => [
  {
    key: 'code',
    header: t('giftcards.code'),
    primary: true,
    render: (c) => <span className="font-mono font-semibold text-gray-900">{c.code}</span>,
  },
  { key: 'recipient', header: t('giftcards.for'), render: (c) => c.recipient ?? '—' },
  {
    key: 'issued',
    header: t('giftcards.soldFor'),
    align: 'right',
    className: 'tabular-nums',
    render: (c) => money(c.issued_cents),
  },
  {
    key: 'balance',
    header: t('giftcards.balance'),
    align: 'right',
    className: 'tabular-nums font-semibold',
    render: (c) => money(c.balance_cents),
  },
  {
    key: 'status',
    header: t('ui.status'),
    render: (c) => (
      <Badge tone={c.is_active ? 'primary' : 'neutral'}>
        {c.is_active ? t('giftcards.on') : t('giftcards.off')}
      </Badge>
    ),
  },
];

/** The server's answers to a balance check (server/http/presenters/giftCards.ts), translated by their English. */
const CHECK_MESSAGES: Record<string, string> = {
  'No gift card has this code.': 'giftcards.check.notFound',
};

/** giftcards.index: what the store owes on its cards, every card's balance, and a quick balance check by code. */
export default function Index({
  giftcards,
  liability,
  filters,
  checked,
}: PageProps<'Admin/Giftcards/Index'>) {
  const { t } = useT();
  const format = useFormat();
  const [q, setQ] = useState(filters.q);
  const [code, setCode] = useState(filters.check);
  useFilterVisit(q, () => visitWithFilters(route('giftcards.index'), q ? { q } : {}));
  const check = (e: FormEvent) => {
    e.preventDefault();
    router.get(
      route('giftcards.index'),
      { ...(filters.q ? { q: filters.q } : {}), check: code },
      { preserveState: true, preserveScroll: true },
    );
  };

  return (
    <>
      <Head title={t('giftcards.title')} />
      <PageHeader title={t('giftcards.title')} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2">
        <div
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          data-test="liability"
        >
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">
            {t('giftcards.outstanding')}
          </p>
          <p
            className="text-2xl font-semibold text-gray-900 tabular-nums"
            data-test="liability-amount"
          >
            {format.money(liability.amount_cents)}
          </p>
          <p className="text-sm text-gray-600">
            {t('giftcards.owedOn', { count: liability.cards })}
          </p>
        </div>
        <form
          onSubmit={check}
          className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200"
          data-test="balance-check"
        >
          <label htmlFor="check" className="block text-sm font-medium text-gray-700">
            {t('giftcards.check.label')}
          </label>
          <div className="flex gap-2">
            <TextInput
              id="check"
              name="check"
              placeholder={t('giftcards.check.placeholder')}
              autoCapitalize="characters"
              value={code}
              onChange={(e) => setCode(e.target.value)}
            />
            <Button type="submit" variant="secondary" data-test="balance-check-submit">
              {t('giftcards.check.submit')}
            </Button>
          </div>
          {checked &&
            (checked.found ? (
              <p data-test="balance-check-result" className="text-sm text-gray-800">
                <Link
                  className="font-mono font-semibold text-primary-700 underline"
                  href={route('giftcards.show', { giftCard: checked.id })}
                >
                  {checked.code}
                </Link>
                : {format.money(checked.balance_cents)}
                {!checked.is_active && <> {t('giftcards.check.switchedOff')}</>}
              </p>
            ) : (
              <p data-test="balance-check-result" className="text-sm font-medium text-danger-700">
                {CHECK_MESSAGES[checked.message]
                  ? t(CHECK_MESSAGES[checked.message])
                  : checked.message}
              </p>
            ))}
        </form>
      </div>
      <div className="mb-4">
        <TextInput
          type="search"
          name="q"
          aria-label={t('giftcards.search')}
          placeholder={t('giftcards.search')}
          fit
          className="w-64 max-w-full"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
      </div>
      <DataTable
        data-test="giftcards"
        label={t('giftcards.tableLabel')}
        rowTest="giftcard"
        columns={columns(t, format.money)}
        rows={giftcards.data}
        rowKey={(c) => c.id}
        actions={(c) => (
          <Link
            href={route('giftcards.show', { giftCard: c.id })}
            className="inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 shadow-sm hover:bg-gray-50"
            data-test="giftcard-show"
            aria-label={t('giftcards.historyOf', { code: c.code })}
          >
            {t('giftcards.history')}
          </Link>
        )}
        empty={
          <EmptyState
            message={filters.q ? t('giftcards.emptySearch') : t('giftcards.empty')}
            hint={t('giftcards.emptyHint')}
          />
        }
      />
      {giftcards.total > 0 && <Pagination paginator={giftcards} />}
    </>
  );
}
