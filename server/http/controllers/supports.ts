import type { Request, Response } from 'express';
import {
  getSupportTicket,
  listSupportMessages,
  listSupportTickets,
  listTicketAttachments,
  storesWithTickets,
  type SupportScope,
  type SupportTicketRow,
} from '../../../database/queries/supports';
import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '../../../database/schema';
import { getStore } from '../../../database/queries/stores';
import { formatStoreDateTime } from '../../../common/storeTime';
import type { SupportStatusTone } from '../../../common/pages/Admin/Supports/Index';
import { supportViewer, type SupportViewer } from '../../domain/supports/viewers';
import {
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  openTicket,
  replyToTicket,
  setTicketClosed,
} from '../../domain/supports/tickets';
import { forbidden, notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import {
  SUPPORT_BODY_MAX,
  SUPPORT_SUBJECT_MAX,
  supportCreateQuerySchema,
  supportFiltersSchema,
  supportReplySchema,
  supportTicketSchema,
} from '../validators/supports';
import { getPlan, getSubscription } from '../../../database/queries/billing';
import { priceText } from '../presenters/billing';

const STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: 'Open',
  answered: 'Answered',
  closed: 'Closed',
};
const TONES: Record<SupportTicketStatus, SupportStatusTone> = {
  open: 'danger',
  answered: 'primary',
  closed: 'neutral',
};

/** The signed-in viewer of support tickets; anyone else (a station's employee, a signed-out visitor) gets a 403. */
function viewer(req: Request): SupportViewer {
  const v = supportViewer(req.actor, req.store);
  if (!v) throw forbidden();
  return v;
}

/** The `{ticket}` of the route, if this viewer may see it; another store's (or none) is a 404. */
async function ticketOf(req: Request, scope: SupportScope): Promise<SupportTicketRow> {
  const ticket = await getSupportTicket(req.ctx.db, scope, Number(req.params.ticket));
  if (!ticket) throw notFound();
  return ticket;
}

async function zoneOf(req: Request, storeId: number | null): Promise<string> {
  if (!storeId) return 'UTC';
  if (req.store?.id === storeId) return req.store.timezone;
  return (await getStore(req.ctx.db, storeId))?.timezone ?? 'UTC';
}

/** supports.index */
export async function index(req: Request, res: Response) {
  const v = viewer(req);
  const f = validate(supportFiltersSchema, req.query);
  const [rows, stores] = await Promise.all([
    listSupportTickets(req.ctx.db, v.scope, {
      status: f.status,
      storeId: v.staff ? f.store : undefined,
    }),
    v.staff ? storesWithTickets(req.ctx.db) : Promise.resolve([]),
  ]);
  await res.inertia(
    'Admin/Supports/Index',
    {
      tickets: rows.map((r) => ({
        id: r.t.id,
        subject: r.t.subject,
        store: r.store,
        opened_by: r.openedBy,
        status: r.t.status,
        status_label: STATUS_LABELS[r.t.status],
        status_tone: TONES[r.t.status],
        messages: Number(r.count),
        last_at: formatStoreDateTime(
          r.lastAt ? new Date(r.lastAt) : r.t.updatedAt,
          r.timezone ?? 'UTC',
        ),
      })),
      filters: { status: f.status ?? '', store: v.staff && f.store ? String(f.store) : '' },
      is_staff: v.staff,
      options: {
        statuses: SUPPORT_TICKET_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
        stores,
      },
    },
    { title: 'Supports' },
  );
}

/** supports.create: the super admin answers tickets and opens none. */
export async function create(req: Request, res: Response) {
  const v = viewer(req);
  if (v.staff) throw forbidden();
  const prefill = v.storeId ? await planChangeRequest(req, v.storeId) : null;
  await res.inertia(
    'Admin/Supports/Create',
    {
      limits: {
        subject: SUPPORT_SUBJECT_MAX,
        body: SUPPORT_BODY_MAX,
        attachments: MAX_ATTACHMENTS,
        attachment_bytes: MAX_ATTACHMENT_BYTES,
      },
      prefill,
    },
    { title: 'New ticket' },
  );
}

/**
 * Billing's "Change plan" (?plan=<id>) opens a ticket already written: the
 * owner asks, the super admin changes the plan (users.change_plan, prorated).
 * An unknown plan, or one the store is on, is no prefill.
 */
async function planChangeRequest(
  req: Request,
  storeId: number,
): Promise<{ subject: string; body: string } | null> {
  const { plan: planId } = validate(supportCreateQuerySchema, req.query);
  if (!planId) return null;
  const [current, to] = await Promise.all([
    getSubscription(req.ctx.db, storeId),
    getPlan(req.ctx.db, planId),
  ]);
  if (!current || !to || !to.active || to.id === current.plan.id) return null;
  return {
    subject: `Change plan to ${to.name}`,
    body: `Please move ${req.store?.name ?? 'our store'} from ${current.plan.name} (${priceText(current.plan)}) to ${to.name} (${priceText(to)}).`,
  };
}

/** supports.store */
export async function store(req: Request, res: Response) {
  const v = viewer(req);
  if (v.staff) throw forbidden();
  const input = validate(supportTicketSchema, req.body);
  const ticket = await openTicket(req.ctx.db, {
    storeId: v.storeId,
    userId: v.userId,
    subject: input.subject,
    body: input.body,
    attachments: input.attachments,
  });
  flash(req, 'success', 'Ticket sent. Support will answer here and by email.');
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

/** supports.show: the thread, oldest first. */
export async function show(req: Request, res: Response) {
  const v = viewer(req);
  const ticket = await ticketOf(req, v.scope);
  const tz = await zoneOf(req, ticket.storeId);
  const [messages, images, [head]] = await Promise.all([
    listSupportMessages(req.ctx.db, ticket.id),
    listTicketAttachments(req.ctx.db, ticket.id),
    listSupportTickets(req.ctx.db, { kind: 'admin' }, {}, 1_000).then((all) =>
      all.filter((r) => r.t.id === ticket.id),
    ),
  ]);
  await res.inertia(
    'Admin/Supports/Show',
    {
      ticket: {
        id: ticket.id,
        subject: ticket.subject,
        store: head?.store ?? null,
        opened_by: head?.openedBy ?? '',
        status: ticket.status,
        status_label: STATUS_LABELS[ticket.status],
        status_tone: TONES[ticket.status],
        opened_at: formatStoreDateTime(ticket.createdAt, tz),
      },
      messages: messages.map((r) => ({
        id: r.m.id,
        author: r.m.isStaff ? `${r.author} (Support)` : r.author,
        is_staff: r.m.isStaff,
        mine: r.m.authorId === v.userId,
        body: r.m.body,
        at: formatStoreDateTime(r.m.createdAt, tz),
        attachments: images
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
    },
    { title: ticket.subject },
  );
}

/** supports.reply */
export async function reply(req: Request, res: Response) {
  const v = viewer(req);
  const ticket = await ticketOf(req, v.scope);
  const input = validate(supportReplySchema, req.body);
  await replyToTicket(req.ctx.db, ticket, {
    userId: v.userId,
    isStaff: v.staff,
    body: input.body,
    attachments: input.attachments,
  });
  flash(req, 'success', 'Reply sent.');
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

async function setClosed(req: Request, res: Response, closed: boolean) {
  const v = viewer(req);
  const ticket = await ticketOf(req, v.scope);
  await setTicketClosed(req.ctx.db, ticket, closed);
  flash(req, 'success', closed ? 'Ticket closed.' : 'Ticket reopened.');
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

/** supports.close */
export const close = (req: Request, res: Response) => setClosed(req, res, true);
/** supports.reopen */
export const reopen = (req: Request, res: Response) => setClosed(req, res, false);
