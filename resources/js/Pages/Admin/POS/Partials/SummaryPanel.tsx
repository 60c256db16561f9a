import TicketSummary from '@/Components/pos/TicketSummary';
import type { Technician } from '@/Components/pos/ticket';
import { Button } from '@/Components/ui/Button';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import DisplayTipPrompt from './DisplayTipPrompt';
import type { PayDisplay } from './usePayDisplay';
import type { PayTicket } from './usePayTicket';

interface Props {
  ticket: PayTicket;
  display: PayDisplay;
  technicians: Technician[];
  suggestedTips: number[];
  errors: Record<string, string>;
  canPay: boolean;
  saving: boolean;
  onPay: () => void;
  onSave: () => void;
}

/**
 * The ticket's totals beside it: discount, tip and its split, the tip asked for on the customer
 * display, the promotions taken, the amount due, and (two columns wide) Pay and Save.
 */
export default function SummaryPanel({
  ticket,
  display,
  technicians,
  suggestedTips,
  errors,
  canPay,
  saving,
  onPay,
  onSave,
}: Props) {
  const { t } = useT();
  const format = useFormat();
  const due = format.money(ticket.totals.amountDueCents);
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <TicketSummary
        totals={ticket.totals}
        discount={ticket.discount}
        onDiscount={ticket.setDiscount}
        tip={ticket.tip}
        onTip={ticket.setTip}
        suggested={suggestedTips}
        technicians={technicians}
        manualShares={ticket.shares}
        onShares={ticket.setShares}
        errors={errors}
      />
      <DisplayTipPrompt display={display} disabled={ticket.lines.length === 0} />
      {ticket.promotions.cents > 0 && (
        <div
          className="mt-3 flex items-baseline justify-between text-sm text-primary-900"
          data-test="promotions-total"
        >
          <span>{t('pos.promotions')}</span>
          <span className="font-semibold tabular-nums">
            −{format.money(ticket.promotions.cents)}
          </span>
        </div>
      )}
      <div className="mt-3 flex items-baseline justify-between border-t border-gray-200 pt-3">
        <span className="text-base font-semibold text-gray-900">{t('pos.amountDue')}</span>
        <span className="text-2xl font-bold tabular-nums text-gray-900" data-test="amount-due">
          {due}
        </span>
      </div>
      <div className="mt-3 hidden gap-2 lg:grid">
        <Button
          size="lg"
          block
          className="text-center"
          disabled={!canPay}
          onClick={onPay}
          data-test="pay"
        >
          {t('pos.pay', { amount: due })}
        </Button>
        <Button
          variant="secondary"
          size="lg"
          block
          className="text-center"
          disabled={ticket.lines.length === 0}
          busy={saving}
          onClick={onSave}
          data-test="save-ticket"
        >
          {t('pos.saveTicket')}
        </Button>
      </div>
    </div>
  );
}
