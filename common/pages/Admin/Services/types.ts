/** What the services.* controllers send (server/http/controllers/services.ts). */
export type ServiceKind = 'service' | 'retail';
export type TurnWeight = '0' | '0.5' | '1' | '1.5';

export interface CategoryOption {
  id: number;
  name: string;
  color: string;
}

export interface TaxOption {
  id: number;
  name: string;
  /** As typed: "8.875". */
  rate: string;
  is_active: boolean;
}

export interface ServiceListItem {
  id: number;
  name: string;
  kind: ServiceKind;
  /** Cents. */
  price: number;
  duration: number;
  turn_weight: TurnWeight;
  is_active: boolean;
  category: { name: string; color: string | null } | null;
  taxes: string[];
}

export interface ServiceFilters {
  q: string;
  /** A category id, "none", or "" for all. */
  category: string;
}

export interface ServiceRecord {
  id: number;
  name: string;
  category_id: number | null;
  kind: ServiceKind;
  price: number;
  duration: number;
  tax_ids: number[];
  turn_weight: TurnWeight;
  /** Percent as typed, "" when the technician's own rate applies. */
  commission_rate: string;
  is_active: boolean;
  sort_order: number;
}
