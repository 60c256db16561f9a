// The props of resources/js/Pages/Admin/CustomerRewards/Index.tsx, as the server sends them.
import type { Paginator } from '../../../pagination';
import type { PointValueBasis } from '../../propShapes';

export interface RewardRow {
  id: number;
  name: string;
  points_cost: number;
  kind: 'amount_off' | 'free_service';
  /** Cents off (amount_off). */
  amount: number | null;
  /** The service a free_service reward gives, and its name (null for amount_off). */
  service_id: number | null;
  service_name: string | null;
  is_active: boolean;
}

export interface PointsRow {
  id: number;
  name: string;
  phone: string;
  available: number;
  pending: number;
  lifetime: number;
}

export interface PointsLiability {
  points: number;
  cents: number;
  /** The value per point and the reward it comes from (null: no active reward, so $0.00). */
  basis: PointValueBasis | null;
}

export type Props = {
  enabled: boolean;
  rewards: RewardRow[];
  services: { id: number; name: string; price: number }[];
  customers: Paginator<PointsRow>;
  filters: { q: string };
  liability: PointsLiability;
  limits: { name: number; cost: number; amount: number };
};
