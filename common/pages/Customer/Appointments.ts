// The props of resources/js/Pages/Customer/Appointments.tsx, as the server sends them.
import type { BookingStoreInfo } from '../Components/booking/StoreHeader';
import type { CheckInService } from '../propShapes';
import type { BookingDay } from '../Components/booking/DayPicker';
import type { BookingSlot } from '../Components/booking/TimePicker';

export type Employee = number | 'anyone';

export interface Props {
  salon: BookingStoreInfo;
  categories: { id: number; name: string }[];
  services: CheckInService[];
  technicians: { id: number; name: string }[];
  allow_anyone: boolean;
  days: BookingDay[];
  consent_text: string;
  /** What the address says was chosen so far; the server's `slots` follow it. */
  filters: { services: number[]; employee: Employee | null; date: string | null };
  slots: BookingSlot[];
}
