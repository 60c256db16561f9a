// The props of resources/js/Pages/Customer/CheckInForCustomer.tsx, as the server sends them.
import type { CheckInService } from '../propShapes';

export interface Props {
  token: string;
  store_name: string;
  phone_formatted: string;
  /** Set when the phone is known: all a lookup reveals. */
  first_name: string | null;
  require: { email: boolean; birthday: boolean; services: boolean };
  allow_technician_choice: boolean;
  categories: { id: number; name: string }[];
  services: CheckInService[];
  technicians: { id: number; name: string }[];
  /** The SMS box's words; null for a known phone (the kiosk records consent only for a customer it makes). */
  consent_text: string | null;
}
