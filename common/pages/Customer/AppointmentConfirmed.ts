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
    starts_at: string;
    date_label: string;
    time: string;
    technician: string;
    services: { name: string; minutes: number; price: number }[];
    minutes: number;
    /** In cents. */
    total: number;
  };
  /** Still more than the salon's notice before the start. */
  can_change: boolean;
  change_until: string;
  change_deadline: { date: string; at: string };
  days: BookingDay[];
  filters: { date: string | null };
  slots: BookingSlot[];
}
