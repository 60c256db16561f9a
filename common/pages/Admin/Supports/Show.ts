// The props of resources/js/Pages/Admin/Supports/Show.tsx, as the server sends them.
import type { SupportTicketRow } from './Index';

export interface SupportMessageRow {
  id: number;
  /** The author's name; a support staff reply is marked by is_staff (the page says "(Support)"). */
  author: string;
  is_staff: boolean;
  /** Written by the signed-in account. */
  mine: boolean;
  body: string;
  /** An ISO instant. */
  at: string;
  /** Images on the message: each opens full size at its url. */
  attachments: { id: number; url: string }[];
}

export interface Props {
  /** The list's row of this ticket, with when it was opened instead of its counts. */
  ticket: Omit<SupportTicketRow, 'messages' | 'last_at'> & {
    /** An ISO instant. */
    opened_at: string;
  };
  messages: SupportMessageRow[];
  can: { reply: boolean; close: boolean; reopen: boolean };
  limits: { body: number; attachments: number; attachment_bytes: number };
}
