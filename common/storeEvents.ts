/**
 * What the front desk, the turn board and the dashboard listen for on a
 * store's private channel. Payloads stay small (ids and statuses, never a
 * customer's phone): a listener reloads the props it shows.
 */
export type StoreEventName =
  | 'CheckInChanged' // a check-in was created, assigned, started, finished, cancelled
  | 'TicketPaid' // a ticket was paid, voided or refunded, or its tip, technician or tenders changed after payment
  | 'ClockChanged' // someone clocked in or out
  | 'TurnsChanged' // a turn adjustment, skip or status change on the board
  | 'CustomerChanged' // a customer was created, edited or imported
  | 'AppointmentChanged' // an appointment was booked (desk or online), moved, or changed status
  | 'DisplayTipChosen'; // a customer chose a tip on a station's customer display: { station_id, cents, percent }

/** Echo's name for the channel (`Echo.private('store.1')`); on the wire it is `private-store.1`. */
export const storeChannelName = (storeId: number) => `store.${storeId}`;
