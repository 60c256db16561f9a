/**
 * The cash the drawer should hold at the close, from what the tickets
 * recorded (../shared/notes/domain.md §3.4: expected = float + cash sales + cash in − cash
 * out − drops). What the product does not record yet is left out and the
 * page says so rather than guessing: the opening float, drops, and card tips
 * paid out of the drawer (no pay-out record exists). Cash out typed at
 * clock-out is shown beside it, not taken off: nothing records whether it
 * left this drawer.
 */
export interface DrawerInput {
  /** Cash kept on the day's paid tickets: cash handed over less change (invoices.cash_amount). */
  cashKeptCents: number;
  changeCents: number;
  /** Cash handed back by the day's refunds. */
  cashRefundCents: number;
  clockOutCashCents: number;
}

export interface Drawer {
  cashTakenCents: number;
  changeCents: number;
  cashRefundCents: number;
  expectedCents: number;
  clockOutCashCents: number;
}

export function expectedDrawer(i: DrawerInput): Drawer {
  const cashTakenCents = i.cashKeptCents + i.changeCents;
  return {
    cashTakenCents,
    changeCents: i.changeCents,
    cashRefundCents: i.cashRefundCents,
    expectedCents: cashTakenCents - i.changeCents - i.cashRefundCents,
    clockOutCashCents: i.clockOutCashCents,
  };
}

/** Why the expected cash may differ from the count: shown on the page and the printed sheet. */
export const DRAWER_NOTE = 'Not recorded, so not counted: the opening float, cash drops, and card tips paid out of the drawer. Voided tickets are left out: their cash went back to the customer. Cash out entered at clock-out is shown for reference only.';
