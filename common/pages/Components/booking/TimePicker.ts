// Types of resources/js/Components/booking/TimePicker.tsx that page props use.
export interface BookingSlot {
  /** ISO instant, what the form sends back. */
  starts_at: string;
  /** Minutes after the salon's midnight: the page writes it (format.minuteOfDay, h:mm A in English). */
  minute: number;
}
