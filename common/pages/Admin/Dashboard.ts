// The props of resources/js/Pages/Admin/Dashboard.tsx, as the server sends them.
import type { ClockedInEmployee } from '../Components/ClockRecordsPanel';
import type { SetupChecklistItem } from './Setup/Index';
import type { StoreRegion } from '../../intlFormats';

export interface Props {
  /** The shared prop's store, as this page gets it (zone and region included, common/shared.ts). */
  store: { name: string; timezone: string; region: StoreRegion };
  /** The store's calendar date, YYYY-MM-DD, already in its time zone. */
  today: string;
  /** Who is clocked in now, earliest first. */
  clocked_in: ClockedInEmployee[];
  /** Today's numbers, only for those who may see reports. */
  headline?: { sales_cents: number; tickets: number; tip_cents: number; waiting: number };
  /** "Finish setting up": what is left (null when nothing is), for those who may manage settings; a deferred prop. */
  setup?: {
    left: SetupChecklistItem[];
    url: string;
    welcome_url: string;
    dismiss_url: string;
  } | null;
}
