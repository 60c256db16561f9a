/**
 * The day's cash from the tickets alone: what the daily report shows when no
 * drawer was opened that day (docs/domain.md §3.4). When the day has drawer
 * sessions (server/domain/drawer), the report shows each with its float,
 * movements, count and approval as well. Cash out typed at clock-out is
 * shown beside it, not taken off: nothing records whether it left the drawer.
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

/** What the tickets-only figure leaves out: shown when the day had no drawer session. */
export const DRAWER_NOTE =
  'No drawer was opened this day, so this is the tickets’ cash alone: no float, pay-ins, pay-outs, tip payouts or drops are in it. Open the drawer under Reports → Cash Drawer to count them. Voided tickets are left out: their cash went back to the customer. Cash out entered at clock-out is shown for reference only.';

/** What a drawer session's expected cash counts: shown when the day had one. */
export const DRAWER_SESSION_NOTE =
  'Each drawer’s expected cash is its float, plus the cash kept on tickets paid while it was open (net of change; voided tickets left out), less cash refunds given then, plus pay-ins, less pay-outs, tip payouts and drops. Cash out entered at clock-out is not in it: it is shown for reference only.';
