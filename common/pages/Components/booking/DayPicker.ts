// Types of resources/js/Components/booking/DayPicker.tsx that page props use.
export interface BookingDay {
  date: string;
  label: string;
  open: boolean;
}
