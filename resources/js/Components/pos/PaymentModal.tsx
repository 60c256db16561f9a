import { Button } from '@/Components/ui/Button';
import Modal from '@/Components/ui/Modal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { settle, TENDER_TYPES, type TenderType } from '@common/tenders';
import PaymentStatus from './PaymentStatus';
import TenderRow from './TenderRow';
import { payingTenders, tenderPayload, type Tender } from './ticket';
import { useTenderEntry } from './useTenderEntry';
import { TENDER_KEYS } from './words';

interface Props {
  open: boolean;
  onClose: () => void;
  amountDue: number;
  tenders: Tender[];
  onTenders: (tenders: Tender[]) => void;
  accepted: string[];
  errors: Record<string, string>;
  busy: boolean;
  onPay: () => void;
  /** The ticket as the server prices it, for the coupon check. */
  ticket: () => Record<string, unknown>;
  /** The station's card terminal: Credit Card is charged on it. Null: the card is typed in by hand. */
  terminal: { name: string; tip_mode: 'device' | 'adjust' } | null;
  /** A tip given on the terminal (or taken back with its void), to add to the ticket's tip. */
  onCardTip: (deltaCents: number) => void;
}

/** Paying: as many tenders as it takes (docs/requirements.md §3), until they cover the amount due; only cash may go over. */
export default function PaymentModal({
  open,
  onClose,
  amountDue,
  tenders,
  onTenders,
  accepted,
  errors,
  busy,
  onPay,
  ticket,
  terminal,
  onCardTip,
}: Props) {
  const entry = useTenderEntry({ amountDue, tenders, onTenders, ticket, terminal, onCardTip });
  const { charging } = entry;
  const { t: tr } = useT();
  const format = useFormat();
  const tenderName = (type: TenderType) => tr(TENDER_KEYS[type]);
  const amounts = tenderPayload(tenders).map((t) => ({ type: t.type, amountCents: t.amount }));
  const settlement = settle(amountDue, amounts);

  const footer = (
    <div className="flex w-full flex-wrap items-center justify-between gap-3">
      <PaymentStatus settlement={settlement} />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={busy || charging}>
          {tr('ui.back')}
        </Button>
        <Button
          size="lg"
          onClick={onPay}
          disabled={!settlement.paid || charging}
          busy={busy}
          busyLabel={tr('pos.payment.paying')}
          data-test="complete-payment"
        >
          {tr('pos.pay', { amount: format.money(amountDue) })}
        </Button>
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={tr('pos.payment.title', { amount: format.money(amountDue) })}
      size="xl"
      footer={footer}
      locked={busy || charging}
      closeOnBackdrop={false}
      data-test="payment-modal"
    >
      <div
        className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-5"
        role="group"
        aria-label={tr('pos.payment.addGroup')}
      >
        {TENDER_TYPES.filter((type) => accepted.includes(type)).map((type) => (
          <Button
            key={type}
            variant="secondary"
            className="px-2 text-center text-base leading-tight"
            onClick={() => entry.add(type)}
            disabled={charging}
            data-test={`add-tender-${type}`}
          >
            {tr('pos.payment.addTender', { tender: tenderName(type) })}
          </Button>
        ))}
      </div>
      {errors.tenders && (
        <p
          className="mb-3 rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-800"
          data-test="error-tenders"
        >
          {errors.tenders}
        </p>
      )}
      {tenders.length === 0 && <p className="text-sm text-gray-600">{tr('pos.payment.empty')}</p>}
      <ol className="space-y-3" data-test="tenders">
        {tenders.map((t) => (
          <TenderRow
            key={t.id}
            tender={t}
            index={payingTenders(tenders).indexOf(t)}
            errors={errors}
            terminal={terminal}
            entry={entry}
          />
        ))}
      </ol>
    </Modal>
  );
}
