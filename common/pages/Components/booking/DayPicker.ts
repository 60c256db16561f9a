// Types of resources/js/Components/booking/DayPicker.tsx that page props use.
export interface BookingDay {
  /** YYYY-MM-DD: the page writes it in the reader's language (format.longDate). */
  date: string;
  open: boolean;
}
