import { router } from '@inertiajs/react';
import { useState } from 'react';
import type { Props as PayProps } from '@common/pages/Admin/POS/Pay';
import { newIdempotencyKey, tenderPayload } from '@/Components/pos/ticket';
import { preloadDialogs, showError, showSuccess } from '@/lib/dialogs';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { route } from '@/lib/route';
import { enqueue, isOffline, noteNetworkFailure } from '@/offline/queue';
import { offlineSaleProblem } from '@/offline/queueLogic';
import type { PayCustomer } from './usePayCustomer';
import type { PayDisplay } from './usePayDisplay';
import type { PayTenders } from './usePayTenders';
import type { PayTicket } from './usePayTicket';

interface Options extends Pick<PayProps, 'draft' | 'check_in' | 'technicians'> {
  ticket: PayTicket;
  customer: PayCustomer;
  tenders: PayTenders;
  display: PayDisplay;
}

/** A line problem, the customer, the discount, the tip or the reward: fixed on the ticket, not in the payment dialog. */
const TICKET_FIELDS = /^(lines|customer_id|ticket_discount|tip|reward_id)/;

/**
 * How the ticket leaves the pay screen: paid (online, or queued as cash when the server cannot
 * be reached), or saved for later. `busy` says which is on its way.
 */
export function usePayCheckout({
  ticket,
  customer,
  tenders,
  display,
  draft,
  check_in,
  technicians,
}: Options) {
  const { t } = useT();
  const format = useFormat();
  const [busy, setBusy] = useState<'pay' | 'save' | null>(null);
  // One key per ticket, kept across retries: a repeated Pay returns the same invoice.
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const { totals } = ticket;

  const options = (what: 'pay' | 'save') => ({
    preserveState: true,
    preserveScroll: true,
    onStart: () => setBusy(what),
    onFinish: () => setBusy(null),
    onError: (errs: Record<string, string>) => {
      if (what === 'pay') display.checkoutFailed();
      if (Object.keys(errs).some((k) => TICKET_FIELDS.test(k))) tenders.closeDialog();
    },
  });

  /**
   * Offline: a cash-only ticket is queued with its key, its lines as shown and the moment it was rung up,
   * and the screen starts a new ticket; anything that needs the server (a card, a gift card, a reward) is refused.
   */
  const payOffline = async () => {
    const { lines } = ticket;
    const problem = offlineSaleProblem({
      tenders: tenderPayload(tenders.tenders),
      lines,
      rewardId: customer.reward?.id ?? null,
      draftId: draft?.id ?? null,
      checkInId: check_in?.id ?? null,
    });
    if (problem) {
      void showError(problem);
      return;
    }
    const cash = tenderPayload(tenders.tenders).reduce((s, x) => s + x.amount, 0);
    const recordedAt = new Date().toISOString();
    const names = (l: (typeof lines)[number]) =>
      [l.name, technicians.find((x) => x.id === l.technician_id)?.name].filter(Boolean).join(' · ');
    await enqueue({
      key: idempotencyKey,
      kind: 'ticket',
      url: route('pos.offline.store'),
      body: {
        ...ticket.payload(),
        idempotency_key: idempotencyKey,
        recorded_at: recordedAt,
        total: totals.amountDueCents,
        tenders: [{ type: 'cash', amount: cash }],
        labels: lines.map(names),
      },
      recordedAt,
      summary: t('pos.offline.summary', {
        amount: format.money(totals.amountDueCents),
        lines: lines.map((l) => l.name).join(', '),
      }),
    });
    void showSuccess(
      t('pos.offline.saved', {
        amount: format.money(totals.amountDueCents),
        change: format.money(cash - totals.amountDueCents),
      }),
    );
    display.checkoutFailed();
    tenders.clear();
    ticket.clear();
    customer.clear();
    setIdempotencyKey(newIdempotencyKey());
  };

  const pay = () => {
    preloadDialogs();
    if (isOffline()) {
      void payOffline();
      return;
    }
    display.checkoutStarted();
    router.post(
      route('pos.checkout'),
      {
        ...ticket.payload(),
        idempotency_key: idempotencyKey,
        draft_id: draft?.id ?? null,
        check_in_id: check_in?.id ?? null,
        reward_id: customer.reward?.id ?? null,
        tenders: tenderPayload(tenders.tenders),
      },
      {
        ...options('pay'),
        // Paid: the answer is the receipt. Success! comes first, over it, named as the receipt numbers the ticket.
        onSuccess: (page) => {
          const receipt =
            page.component === 'Admin/Invoices/Show'
              ? (page.props as { receipt?: { id?: number; number?: string } }).receipt
              : undefined;
          if (receipt?.number) void showSuccess(t('pos.paid', { number: receipt.number }));
          if (receipt?.id) void display.thankYou(receipt.id);
          else display.checkoutFailed();
        },
        // The server could not be reached (not an HTTP error): the same ticket, queued as cash.
        onNetworkError: () => {
          noteNetworkFailure();
          setBusy(null);
          void payOffline();
          return false;
        },
      },
    );
  };

  const save = () => {
    if (draft)
      router.put(
        route('pos.drafts.update', { draft: draft.id }),
        ticket.payload(),
        options('save'),
      );
    else router.post(route('pos.drafts.store'), ticket.payload(), options('save'));
  };

  return { busy, pay, save };
}
