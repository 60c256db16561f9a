// The props of resources/js/Pages/Admin/Packages/Index.tsx, as the server sends them.
import type { PlanFeature } from '../../../billing';

export interface PlanRow {
  id: number;
  code: string;
  name: string;
  version: number;
  interval: 'month' | 'year';
  /** "$69.00 / month" */
  price_cents: number;
  max_employees: number | null;
  max_stations: number | null;
  sms_per_month: number | null;
  max_locations: number | null;
  features: PlanFeature[];
  active: boolean;
  /** The version that replaced this one, when its price changed. */
  superseded_by: number | null;
  /** Stores on this version. */
  stores: number;
}

export interface Props {
  plans: PlanRow[];
  /** Every feature a plan may include, in the order the form offers them. */
  features: PlanFeature[];
}
