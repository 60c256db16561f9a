import { Head, usePage } from '@inertiajs/react';
import { useState } from 'react';
import MenuPanel from '@/Components/pos/MenuPanel';
import OfflineQueue from '@/Components/pos/OfflineQueue';
import PaymentModal from '@/Components/pos/PaymentModal';
import TicketLines from '@/Components/pos/TicketLines';
import { useT } from '@/lib/i18n';
import type { PageProps } from '@common/pages';
import CustomerPanel from './Partials/CustomerPanel';
import PayBar from './Partials/PayBar';
import PayHeader from './Partials/PayHeader';
import PayNotices from './Partials/PayNotices';
import { promotionNotes } from './Partials/PromotionNote';
import SummaryPanel from './Partials/SummaryPanel';
import { usePayCheckout } from './Partials/usePayCheckout';
import { usePayCustomer } from './Partials/usePayCustomer';
import { usePayDisplay } from './Partials/usePayDisplay';
import { usePayTenders } from './Partials/usePayTenders';
import { usePayTicket } from './Partials/usePayTicket';

/** The pay screen (Admin/POS/Pay): ring up services and items, then take as many tenders as it needs. */
export default function Pay({
  categories,
  services,
  taxes,
  tip_rule,
  accepted_tenders,
  technicians,
  technician_id,
  draft,
  check_in,
  card_terminal,
}: PageProps<'Admin/POS/Pay'>) {
  const errors = usePage().props.errors as Record<string, string>;
  const { t } = useT();
  const [technician, setTechnician] = useState<number | null>(technician_id);
  const customer = usePayCustomer(draft?.customer ?? check_in?.customer ?? null);
  const ticket = usePayTicket({
    services,
    draft,
    check_in,
    taxes,
    tip_rule,
    customer: customer.customer,
    reward: customer.reward,
    technician,
  });
  const display = usePayDisplay(ticket, customer, tip_rule);
  const tenders = usePayTenders();
  const checkout = usePayCheckout({
    ticket,
    customer,
    tenders,
    display,
    draft,
    check_in,
    technicians,
  });

  const empty = ticket.lines.length === 0;
  const canPay = !empty && ticket.totals.amountDueCents >= 0;
  const saving = checkout.busy === 'save';

  return (
    <>
      <Head title={draft ? t('pos.savedTicket') : t('pos.payTitle')} />
      <PayHeader
        saved={!!draft}
        technicians={technicians}
        technician={technician}
        onTechnician={setTechnician}
      />
      <OfflineQueue />
      <PayNotices checkIn={check_in} errors={errors} />

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <MenuPanel
            categories={categories}
            services={services}
            onAdd={ticket.add}
            onSellGiftCard={ticket.sellGiftCard}
          />
          <TicketLines
            lines={ticket.lines}
            technicians={technicians}
            errors={errors}
            onChange={ticket.change}
            onRemove={ticket.remove}
            notes={promotionNotes(ticket.promotions.promotions)}
          />
        </div>

        <aside
          className="space-y-4 lg:sticky lg:top-4 lg:self-start"
          aria-label={t('pos.summary.label')}
        >
          <CustomerPanel customer={customer} errors={errors} />
          <SummaryPanel
            ticket={ticket}
            display={display}
            technicians={technicians}
            suggestedTips={tip_rule.suggested_percents}
            errors={errors}
            canPay={canPay}
            saving={saving}
            onPay={tenders.openDialog}
            onSave={checkout.save}
          />
        </aside>
      </div>

      <PayBar
        amountDueCents={ticket.totals.amountDueCents}
        canPay={canPay}
        canSave={!empty}
        saving={saving}
        onPay={tenders.openDialog}
        onSave={checkout.save}
      />

      <PaymentModal
        open={tenders.open}
        onClose={tenders.closeDialog}
        amountDue={ticket.totals.amountDueCents}
        tenders={tenders.tenders}
        onTenders={tenders.setTenders}
        accepted={accepted_tenders}
        errors={errors}
        busy={checkout.busy === 'pay'}
        onPay={checkout.pay}
        ticket={ticket.payload}
        terminal={card_terminal}
        onCardTip={ticket.addCardTip}
      />
    </>
  );
}
