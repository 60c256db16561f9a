// The props of resources/js/Pages/Admin/TipManagements/Index.tsx, as the server sends them.
import type { TippedTicket } from './Partials/ReallocateDialog';
import type { StoreRegion } from '../../../intlFormats';

export interface TechnicianTips {
  id: number;
  name: string;
  tip_cents: number;
  tickets: string[];
}

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  day: { date: string; today: string; previous: string; next: string };
  lock: { finalised_through: string | null; locked: boolean; message: string | null };
  technicians: TechnicianTips[];
  tickets: TippedTicket[];
}
