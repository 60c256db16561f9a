import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import { translateMessage, useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { BatchTotalsView, TerminalBatchView } from '@common/pages/Admin/CloseBatches/Index';
import DifferenceCard from './DifferenceCard';
import TipList from './TipList';

function Totals({
  label,
  totals,
  test,
}: {
  label: string;
  totals: BatchTotalsView | null;
  test: string;
}) {
  const { t } = useT();
  const format = useFormat();
  return (
    <div data-test={test} className="rounded-lg bg-gray-50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</p>
      {totals ? (
        <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
          <div>
            <dt className="text-gray-600">{t('closebatches.batch.sales')}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">{totals.count}</dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('ui.amount')}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">
              {format.money(totals.amount_cents)}
            </dd>
          </div>
          <div>
            <dt className="text-gray-600">{t('closebatches.batch.tips')}</dt>
            <dd className="font-semibold tabular-nums text-gray-900">
              {format.money(totals.tip_cents)}
            </dd>
          </div>
        </dl>
      ) : (
        <p className="mt-1 text-sm text-gray-700">{t('closebatches.batch.notRead')}</p>
      )}
    </div>
  );
}

/** One terminal's open batch: POS against terminal, the differences to resolve, the tip list, and Close batch. */
export default function TerminalBatch({ terminal: tm }: { terminal: TerminalBatchView }) {
  const { t } = useT();
  const [closing, setClosing] = useState(false);
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const close = () =>
    router.post(
      route('close-batches.close', { terminal: tm.id }),
      {},
      { onStart: () => setClosing(true), onFinish: () => setClosing(false) },
    );
  return (
    <section
      data-test={`terminal-${tm.id}`}
      aria-labelledby={`terminal-${tm.id}-name`}
      className="mb-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`terminal-${tm.id}-name`} className="text-lg font-semibold text-gray-900">
            {tm.name}
          </h2>
          <p className="text-sm text-gray-600">
            {tm.station
              ? t('closebatches.batch.station', { name: tm.station })
              : t('closebatches.batch.noStation')}
          </p>
        </div>
        {!tm.error &&
          (tm.agree ? (
            <Badge tone="primary" data-test="totals-agree">
              {t('closebatches.batch.agree')}
            </Badge>
          ) : (
            <Badge tone="danger" data-test="totals-differ">
              {t('closebatches.batch.differ')}
            </Badge>
          ))}
      </div>
      {tm.error && (
        <p
          data-test="terminal-error"
          className="mt-3 rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger-800"
        >
          {translateMessage(tm.error)}
        </p>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Totals label={t('closebatches.batch.pos')} totals={tm.pos} test="totals-pos" />
        <Totals
          label={t('closebatches.batch.terminal')}
          totals={tm.terminal}
          test="totals-terminal"
        />
      </div>

      {tm.differences.length > 0 && (
        <>
          <h3 className="mt-6 mb-2 font-semibold text-gray-900">
            {t('closebatches.batch.toResolve')}{' '}
            <span className="text-gray-600">({tm.differences.length})</span>
          </h3>
          <ul className="space-y-3" data-test="differences">
            {tm.differences.map((d) => (
              <DifferenceCard key={d.key} terminalId={tm.id} difference={d} />
            ))}
          </ul>
        </>
      )}

      <h3 className="mt-6 mb-2 font-semibold text-gray-900">
        {t('closebatches.batch.tipsHeading')}
      </h3>
      {errors.tip_amount && (
        <p data-test="error-tip_amount" className="mb-2 text-sm font-medium text-danger-700">
          {translateMessage(errors.tip_amount)}
        </p>
      )}
      <TipList terminalId={tm.id} rows={tm.tips} />

      {tm.resolved.length > 0 && (
        <details className="mt-4 text-sm text-gray-700">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">
            {t('closebatches.batch.resolved', { count: tm.resolved.length })}
          </summary>
          <ul className="ml-4 list-disc space-y-1">
            {tm.resolved.map((r, i) => (
              <li key={i}>
                {r.resolution} <span className="text-gray-600">· {r.by}</span>
              </li>
            ))}
          </ul>
        </details>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          data-test="close-batch"
          disabled={!tm.can_close}
          busy={closing}
          busyLabel={t('closebatches.batch.closing')}
          onClick={close}
        >
          {t('closebatches.batch.close')}
        </Button>
        {!tm.can_close && !tm.error && (
          <p className="text-sm text-gray-600">
            {tm.differences.length
              ? t('closebatches.batch.resolveFirst')
              : t('closebatches.batch.nothing')}
          </p>
        )}
      </div>
    </section>
  );
}
