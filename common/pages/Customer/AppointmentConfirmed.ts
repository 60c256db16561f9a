// The props of resources/js/Pages/Customer/AppointmentConfirmed.tsx, as the server sends them.
import type { BookingStoreInfo } from '../Components/booking/StoreHeader';
import type { BookingDay } from '../Components/booking/DayPicker';
import type { BookingSlot } from '../Components/booking/TimePicker';

export interface Props {
  salon: BookingStoreInfo;
  appointment: {
    id: number;
    status: string;
    /** YYYY-MM-DD in the salon's zone. */
    date: string;
    /** ISO instant. */
    starts_at: string;
    technician: string;
    services: { name: string; minutes: number; price: number }[];
    minutes: number;
    /** In cents. */
    total: number;
  };
  /** Still more than the salon's notice before the start. */
  can_change: boolean;
  /** Until when she may change it herself: the salon's day (YYYY-MM-DD) and the instant. */
  change_deadline: { date: string; at: string };
  days: BookingDay[];
  filters: { date: string | null };
  slots: BookingSlot[];
}
