import { useState } from 'react';
import type { TipRule } from '@common/ticketTotals';
import { useCustomerDisplay, type DisplayTip } from '@/Components/pos/useCustomerDisplay';
import type { PayCustomer } from './usePayCustomer';
import type { PayTicket } from './usePayTicket';

/** The station's customer display follows the ticket; a tip she chooses there becomes the ticket's tip, and the screen says which. */
export function usePayDisplay(ticket: PayTicket, customer: PayCustomer, tipRule: TipRule) {
  const [chosenTip, setChosenTip] = useState<DisplayTip | null>(null);
  const display = useCustomerDisplay({
    customer: customer.customer,
    lines: ticket.priced,
    totals: ticket.totals,
    tipRule,
    onTip: (chosen) => {
      ticket.takeDisplayTip(chosen);
      setChosenTip(chosen);
    },
  });
  return {
    ...display,
    /** The tip she chose on the display, shown until she is asked again. */
    chosenTip,
    askForTip: () => {
      setChosenTip(null);
      void display.askForTip();
    },
  };
}

export type PayDisplay = ReturnType<typeof usePayDisplay>;
