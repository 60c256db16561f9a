// The props of resources/js/Pages/Admin/Supports/Show.tsx, as the server sends them.
import type { SupportStatusTone } from './Index';

export interface SupportMessageRow {
  id: number;
  author: string;
  is_staff: boolean;
  /** Written by the signed-in account. */
  mine: boolean;
  body: string;
  at: string;
}

export interface Props {
  ticket: {
    id: number;
    subject: string;
    store: string | null;
    opened_by: string;
    status: string;
    status_label: string;
    status_tone: SupportStatusTone;
    opened_at: string;
  };
  messages: SupportMessageRow[];
  can: { reply: boolean; close: boolean; reopen: boolean };
  limits: { body: number };
}
