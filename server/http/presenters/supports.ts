import type {
  listSupportMessages,
  listSupportTickets,
  listTicketAttachments,
  storesWithTickets,
  SupportTicketRow,
} from '../../../database/queries/supports';
import type { PlanRow } from '../../../database/queries/billing';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../database/schema';
import type { PlanChange } from '../../../common/pages/Admin/Supports/Create';
import type { SupportStatusTone } from '../../../common/pages/Admin/Supports/Index';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../../domain/supports/tickets';
import type { SupportViewer } from '../../domain/supports/viewers';
import { routeUrl } from '../urls';
import { SUPPORT_BODY_MAX, SUPPORT_SUBJECT_MAX } from '../validators/supports';

type TicketListRow = Awaited<ReturnType<typeof listSupportTickets>>[number];

const TONES: Record<SupportTicketStatus, SupportStatusTone> = {
  open: 'danger',
  answered: 'primary',
  closed: 'neutral',
};

/** A ticket of the list: its status as a code, its last message's instant (the page writes both for its reader). */
const ticketListItem = (r: TicketListRow) => ({
  id: r.t.id,
  subject: r.t.subject,
  store: r.store,
  opened_by: r.openedBy,
  status: r.t.status,
  status_tone: TONES[r.t.status],
  messages: Number(r.count),
  last_at: (r.lastAt ? new Date(r.lastAt) : r.t.updatedAt).toISOString(),
});

/** supports.index: the tickets this viewer may see; the super admin also filters by store. */
export const supportsIndexPage = (
  v: SupportViewer,
  rows: TicketListRow[],
  stores: Awaited<ReturnType<typeof storesWithTickets>>,
  f: { status?: SupportTicketStatus; store?: number },
) => ({
  tickets: rows.map(ticketListItem),
  filters: { status: f.status ?? '', store: v.staff && f.store ? String(f.store) : '' },
  is_staff: v.staff,
  options: { statuses: [...SUPPORT_TICKET_STATUSES], stores },
});

/** supports.create: the form's limits, and Billing's "Change plan" request to write, if any. */
export const supportCreatePage = (planChange: PlanChange | null) => ({
  limits: {
    subject: SUPPORT_SUBJECT_MAX,
    body: SUPPORT_BODY_MAX,
    attachments: MAX_ATTACHMENTS,
    attachment_bytes: MAX_ATTACHMENT_BYTES,
  },
  plan_change: planChange,
});

const planPrice = (p: PlanRow) => ({
  name: p.name,
  price_cents: p.priceCents,
  interval: p.interval,
});

/**
 * Billing's "Change plan" as values (the store, the two plans and their prices in cents): the page
 * writes the ticket in the owner's language; the owner sends it, the super admin changes the plan.
 */
export const planChange = (storeName: string | null, from: PlanRow, to: PlanRow): PlanChange => ({
  store: storeName,
  from: planPrice(from),
  to: planPrice(to),
});

/** supports.show: the thread, oldest first, at ISO instants, with its images and what this viewer may do. */
export const supportShowPage = (p: {
  viewer: SupportViewer;
  ticket: SupportTicketRow;
  head: TicketListRow | undefined;
  messages: Awaited<ReturnType<typeof listSupportMessages>>;
  images: Awaited<ReturnType<typeof listTicketAttachments>>;
}) => {
  const { ticket } = p;
  return {
    ticket: {
      id: ticket.id,
      subject: ticket.subject,
      store: p.head?.store ?? null,
      opened_by: p.head?.openedBy ?? '',
      status: ticket.status,
      status_tone: TONES[ticket.status],
      opened_at: ticket.createdAt.toISOString(),
    },
    messages: p.messages.map((r) => ({
      id: r.m.id,
      // The name only: the page says a support reply's "(Support)" in the reader's language.
      author: r.author,
      is_staff: r.m.isStaff,
      mine: r.m.authorId === p.viewer.userId,
      body: r.m.body,
      at: r.m.createdAt.toISOString(),
      attachments: p.images
        .filter((a) => a.messageId === r.m.id)
        .map((a) => ({
          id: a.id,
          url: routeUrl('supports.attachments.show', { attachment: a.id }),
        })),
    })),
    can: {
      reply: ticket.status !== 'closed',
      close: ticket.status !== 'closed',
      reopen: ticket.status === 'closed',
    },
    limits: {
      body: SUPPORT_BODY_MAX,
      attachments: MAX_ATTACHMENTS,
      attachment_bytes: MAX_ATTACHMENT_BYTES,
    },
  };
};
