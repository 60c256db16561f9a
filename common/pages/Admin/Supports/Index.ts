// The props of resources/js/Pages/Admin/Supports/Index.tsx, as the server sends them.
import type { SupportTicketStatus } from '../../../supports';

export type SupportStatusTone = 'primary' | 'danger' | 'neutral';

export interface SupportTicketRow {
  id: number;
  subject: string;
  store: string | null;
  opened_by: string;
  status: SupportTicketStatus;
  status_tone: SupportStatusTone;
  messages: number;
  /** An ISO instant. */
  last_at: string;
}

export interface Props {
  tickets: SupportTicketRow[];
  filters: { status: string; store: string };
  /** The super admin sees every store's tickets and filters by store; others see their own and may open one. */
  is_staff: boolean;
  options: { statuses: SupportTicketStatus[]; stores: { id: number; name: string }[] };
}
