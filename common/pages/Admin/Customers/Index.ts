// The props of resources/js/Pages/Admin/Customers/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';

export interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  email: string | null;
  tags: string[];
  birthday: string;
  sms_consent: boolean;
  visits: number;
  /** Her last paid visit, a store day (YYYY-MM-DD). */
  last_visit: string | null;
}

export interface Props {
  customers: Paginator<CustomerRow>;
  filters: { q: string };
  export_query: Record<string, string>;
}
