// The props of resources/js/Pages/Admin/POS/Pay.tsx, as the server sends them.
import type {
  Category,
  MenuService,
  Technician,
  Customer,
  TicketLine,
  Amount,
} from '../../Components/pos/ticket';
import type { TaxRate, TipRule } from '../../../ticketTotals';

/** A saved ticket's line as the pay screen reopens it: a ticket line without what only a new line carries. */
export type DraftLine = Pick<
  TicketLine,
  'key' | 'kind' | 'service_id' | 'name' | 'technician_id' | 'unit_price' | 'quantity' | 'discount'
>;

export interface Props {
  categories: Category[];
  services: MenuService[];
  taxes: TaxRate[];
  tip_rule: TipRule & { suggested_percents: number[] };
  accepted_tenders: string[];
  technicians: Technician[];
  technician_id: number | null;
  draft: {
    id: number;
    customer: Customer | null;
    lines: DraftLine[];
    ticket_discount: Amount;
    tip: Amount;
    tip_shares: { technician_id: number; cents: number }[];
  } | null;
  /** A check-in being rung up (POS customer check-in): paying the ticket marks the visit done. */
  check_in: {
    id: number;
    customer: Customer | null;
    lines: DraftLine[];
    requested_technician_id: number | null;
  } | null;
  /** This station's card terminal (Settings → Terminal Devices); null: cards are typed in by hand. tip_mode 'device': the terminal asks for the tip. */
  card_terminal: { name: string; tip_mode: 'device' | 'adjust' } | null;
}
