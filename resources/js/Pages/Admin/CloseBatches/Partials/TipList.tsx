import { Link, router } from '@inertiajs/react';
import { useState } from 'react';
import AmountInput from '@/Components/form/AmountInput';
import { Button, textLinkClass } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useStoreFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import type { TipEntryRow } from '@common/pages/Admin/CloseBatches/Index';

/** Every open-batch card sale with a keypad amount: how a salon types the tips from the paper slips at night. */
export default function TipList({ terminalId, rows }: { terminalId: number; rows: TipEntryRow[] }) {
  const { t } = useT();
  const format = useStoreFormat();
  const [tips, setTips] = useState<Record<number, number>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const save = (row: TipEntryRow) =>
    router.post(
      route('close-batches.tip', { terminal: terminalId }),
      { transaction_id: row.transaction_id, tip_amount: tips[row.transaction_id] ?? row.tip_cents },
      {
        preserveScroll: true,
        onStart: () => setBusy(row.transaction_id),
        onFinish: () => setBusy(null),
        onSuccess: () =>
          setTips((all) => {
            const next = { ...all };
            delete next[row.transaction_id];
            return next;
          }),
      },
    );
  if (!rows.length) return <p className="text-sm text-gray-600">{t('closebatches.tips.none')}</p>;
  return (
    <ul
      data-test="tip-list"
      className="divide-y divide-gray-100 rounded-xl bg-white shadow-sm ring-1 ring-gray-200"
    >
      {rows.map((r) => {
        const value = tips[r.transaction_id] ?? r.tip_cents;
        return (
          <li
            key={r.transaction_id}
            data-test={`tip-row-${r.transaction_id}`}
            className="flex flex-wrap items-center gap-3 px-4 py-3"
          >
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium text-gray-900">
                {r.ticket ? (
                  <Link href={r.ticket.href} className={textLinkClass}>
                    {t('closebatches.ticketN', { number: r.ticket.number })}
                  </Link>
                ) : (
                  t('closebatches.noTicket')
                )}{' '}
                · <span className="tabular-nums">{format.money(r.amount_cents)}</span>
              </p>
              <p className="text-sm text-gray-600">
                {r.card} · {format.dateTime(r.at)}
              </p>
            </div>
            {r.editable ? (
              <form
                className="flex items-center gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  save(r);
                }}
              >
                <label
                  htmlFor={`tip-${r.transaction_id}`}
                  className="text-sm font-medium text-gray-700"
                >
                  {t('ui.tip')}
                </label>
                <AmountInput
                  name={`tip-${r.transaction_id}`}
                  id={`tip-${r.transaction_id}`}
                  data-test={`tip-input-${r.transaction_id}`}
                  value={value}
                  maxDigits={6}
                  className="w-32"
                  onChange={(v) => setTips((all) => ({ ...all, [r.transaction_id]: v }))}
                />
                <Button
                  type="submit"
                  variant={value !== r.tip_cents ? 'primary' : 'secondary'}
                  data-test={`tip-save-${r.transaction_id}`}
                  busy={busy === r.transaction_id}
                  disabled={value === r.tip_cents}
                >
                  {t('common.save')}
                </Button>
              </form>
            ) : (
              <span className="text-sm tabular-nums text-gray-700">
                {t('closebatches.tips.tipN', { amount: format.money(r.tip_cents) })}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
