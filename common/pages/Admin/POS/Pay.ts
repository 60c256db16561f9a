// The props of resources/js/Pages/Admin/POS/Pay.tsx, as the server sends them.
import type { Category, MenuService, Technician, Customer, TicketLine, Amount } from '../../Components/pos/ticket';
import type { TaxRate, TipRule } from '../../../ticketTotals';

export interface DraftLine {
  key: string;
  kind: TicketLine['kind'];
  service_id: number | null;
  name: string;
  technician_id: number | null;
  unit_price: number;
  quantity: number;
  discount: number;
}

export interface Props {
  categories: Category[];
  services: MenuService[];
  taxes: TaxRate[];
  tip_rule: TipRule & { suggested_percents: number[] };
  accepted_tenders: string[];
  technicians: Technician[];
  technician_id: number | null;
  draft: { id: number; customer: Customer | null; lines: DraftLine[]; ticket_discount: Amount; tip: Amount; tip_shares: { technician_id: number; cents: number }[] } | null;
  /** A check-in being rung up (POS customer check-in): paying the ticket marks the visit done. */
  check_in: { id: number; customer: Customer | null; lines: DraftLine[]; requested_technician_id: number | null } | null;
}
