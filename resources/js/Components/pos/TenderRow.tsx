import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import CardTerminalTender from './CardTerminalTender';
import TenderFields from './TenderFields';
import type { Tender } from './ticket';
import type { TenderEntry } from './useTenderEntry';
import { TENDER_KEYS } from './words';

interface Props {
  tender: Tender;
  /** Its place among the tenders that pay (a terminal card not charged yet is not sent): -1 for none. */
  index: number;
  errors: Record<string, string>;
  terminal: { name: string; tip_mode: 'device' | 'adjust' } | null;
  entry: TenderEntry;
}

/** One tender of the payment: its kind and Remove (Void for an approved card), its problems, and how it is taken. */
export default function TenderRow({ tender: t, index: i, errors, terminal, entry }: Props) {
  const { t: tr } = useT();
  const tenderName = tr(TENDER_KEYS[t.type]);
  // The checkout's errors are numbered among the tenders that pay.
  const err = (f: string) => (i < 0 ? undefined : errors[`tenders.${i}.${f}`]);
  return (
    <li className="rounded-xl border border-gray-200 p-3" data-test="tender" data-type={t.type}>
      <div className="mb-2 flex items-center justify-between gap-2">
        <p className="min-w-0 font-semibold text-gray-900">
          {tenderName}
          {t.charge && terminal ? (
            <span className="ml-2 text-sm font-normal text-gray-600">
              {tr('pos.payment.onTerminal', { terminal: terminal.name })}
            </span>
          ) : null}
        </p>
        <Button
          variant="ghost"
          destructive
          onClick={() => entry.remove(t)}
          disabled={entry.charging}
          busy={entry.voiding === t.id}
          busyLabel={tr('pos.payment.voiding')}
          aria-label={tr('pos.payment.removeTender', { tender: tenderName })}
        >
          {t.card ? tr('pos.payment.removeVoid') : tr('ui.remove')}
        </Button>
      </div>
      {err('type') && <p className="mb-2 text-sm font-medium text-danger-700">{err('type')}</p>}
      {t.card && entry.lookupErrors[t.id] && (
        <p className="mb-2 text-sm font-medium text-danger-700" role="alert">
          {entry.lookupErrors[t.id]}
        </p>
      )}
      {t.charge && terminal ? (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <CardTerminalTender
            tender={t}
            field={(f) => `tenders.${Math.max(i, 0)}.${f}`}
            error={err('card_transaction_id') ?? err('amount')}
            terminalName={terminal.name}
            tipOnTerminal={terminal.tip_mode === 'device'}
            onChange={(p) => entry.patch(t.id, p)}
            onApproved={(card) => entry.approved(t, card)}
            onWaiting={entry.setCharging}
          />
        </div>
      ) : (
        <TenderFields tender={t} index={i} error={err} entry={entry} />
      )}
    </li>
  );
}
