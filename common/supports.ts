/**
 * A support ticket's codes, shared by the schema (database/schema/supports.ts), the server and the
 * pages: the server sends the status, the page says it from the catalogue in the reader's language.
 */

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];
