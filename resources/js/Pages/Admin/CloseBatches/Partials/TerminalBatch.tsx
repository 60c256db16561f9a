import { router, usePage } from '@inertiajs/react';
import { useState } from 'react';
import Badge from '@/Components/ui/Badge';
import { Button } from '@/Components/ui/Button';
import { route } from '@/lib/route';
import type { BatchTotalsView, TerminalBatchView } from '@common/pages/Admin/CloseBatches/Index';
import DifferenceCard from './DifferenceCard';
import TipList from './TipList';

function Totals({ label, totals, test }: { label: string; totals: BatchTotalsView | null; test: string }) {
  return (
    <div data-test={test} className="rounded-lg bg-gray-50 p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">{label}</p>
      {totals ? (
        <dl className="mt-1 grid grid-cols-3 gap-2 text-sm">
          <div><dt className="text-gray-600">Sales</dt><dd className="font-semibold tabular-nums text-gray-900">{totals.count}</dd></div>
          <div><dt className="text-gray-600">Amount</dt><dd className="font-semibold tabular-nums text-gray-900">{totals.amount}</dd></div>
          <div><dt className="text-gray-600">Tips</dt><dd className="font-semibold tabular-nums text-gray-900">{totals.tips}</dd></div>
        </dl>
      ) : <p className="mt-1 text-sm text-gray-700">Not read</p>}
    </div>
  );
}

/** One terminal's open batch: POS against terminal, the differences to resolve, the tip list, and Close batch. */
export default function TerminalBatch({ terminal: t }: { terminal: TerminalBatchView }) {
  const [closing, setClosing] = useState(false);
  const errors = usePage().props.errors as Record<string, string | undefined>;
  const close = () => router.post(route('close-batches.close', { terminal: t.id }), {}, { onStart: () => setClosing(true), onFinish: () => setClosing(false) });
  return (
    <section data-test={`terminal-${t.id}`} aria-labelledby={`terminal-${t.id}-name`} className="mb-8 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-200 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={`terminal-${t.id}-name`} className="text-lg font-semibold text-gray-900">{t.name}</h2>
          <p className="text-sm text-gray-600">{t.station ? `Station ${t.station}` : 'No station'}</p>
        </div>
        {!t.error && (t.agree ? <Badge tone="primary" data-test="totals-agree">Totals agree</Badge> : <Badge tone="danger" data-test="totals-differ">Totals differ</Badge>)}
      </div>
      {t.error && <p data-test="terminal-error" className="mt-3 rounded-lg bg-danger-50 px-4 py-3 text-sm font-medium text-danger-800">{t.error}</p>}
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Totals label="POS" totals={t.pos} test="totals-pos" />
        <Totals label="Terminal" totals={t.terminal} test="totals-terminal" />
      </div>

      {t.differences.length > 0 && <>
        <h3 className="mt-6 mb-2 font-semibold text-gray-900">To resolve <span className="text-gray-600">({t.differences.length})</span></h3>
        <ul className="space-y-3" data-test="differences">
          {t.differences.map((d) => <DifferenceCard key={d.key} terminalId={t.id} difference={d} />)}
        </ul>
      </>}

      <h3 className="mt-6 mb-2 font-semibold text-gray-900">Tips on this batch’s cards</h3>
      {errors.tip_amount && <p data-test="error-tip_amount" className="mb-2 text-sm font-medium text-danger-700">{errors.tip_amount}</p>}
      <TipList terminalId={t.id} rows={t.tips} />

      {t.resolved.length > 0 && (
        <details className="mt-4 text-sm text-gray-700">
          <summary className="flex min-h-11 cursor-pointer items-center font-medium">Resolved ({t.resolved.length})</summary>
          <ul className="ml-4 list-disc space-y-1">{t.resolved.map((r, i) => <li key={i}>{r.resolution} <span className="text-gray-600">· {r.by}</span></li>)}</ul>
        </details>
      )}

      <div className="mt-6 flex flex-wrap items-center gap-3">
        <Button size="lg" data-test="close-batch" disabled={!t.can_close} busy={closing} busyLabel="Closing..." onClick={close}>Close batch</Button>
        {!t.can_close && !t.error && <p className="text-sm text-gray-600">{t.differences.length ? 'Resolve every difference first.' : 'Nothing to close.'}</p>}
      </div>
    </section>
  );
}
