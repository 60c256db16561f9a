// Types of resources/js/Components/booking/TimePicker.tsx that page props use.
export interface BookingSlot {
  /** ISO instant, what the form sends back. */
  starts_at: string;
  /** h:mm A in the salon's zone. */
  label: string;
}
