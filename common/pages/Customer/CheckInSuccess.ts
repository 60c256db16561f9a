// The props of resources/js/Pages/Customer/CheckInSuccess.tsx, as the server sends them.
export interface Props {
  token: string;
  first_name: string;
  /** 1 is next; null once she is no longer in line (the desk already took her). */
  position: number | null;
  /** The estimated wait; null with position. The page says it (customer.wait). */
  wait_minutes: number | null;
  reset_seconds: number;
}
