// The props of resources/js/Pages/Welcome.tsx, as the server sends them.
import type { SetupChecklistItem } from './Admin/Setup/Index';

export interface Props {
  store: { name: string };
  checklist: SetupChecklistItem[];
  /** How many items are done, of checklist.length. */
  done: number;
  links: {
    pos: string;
    /** The public online booking page, absolute (APP_URL): to share. */
    booking: string;
    /** The self check-in kiosk, absolute (APP_URL): to open on the front-desk tablet. */
    kiosk: string;
    employees: string;
    /** The Teams page (invite people by email), when this account may open it. */
    team: string | null;
    setup: string;
    dashboard: string;
  };
}
