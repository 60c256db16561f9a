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
import { supportViewer, type SupportViewer } from '../../domain/supports/viewers';
import { openTicket, replyToTicket, setTicketClosed } from '../../domain/supports/tickets';
import { forbidden, notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import {
  supportCreateQuerySchema,
  supportFiltersSchema,
  supportReplySchema,
  supportTicketSchema,
} from '../validators/supports';
import { getPlan, getSubscription } from '../../../database/queries/billing';
import {
  planChange,
  supportCreatePage,
  supportShowPage,
  supportsIndexPage,
} from '../presenters/supports';
import { say } from '../../../common/said';
import type { PlanChange } from '../../../common/pages/Admin/Supports/Create';

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
  await res.inertia('Admin/Supports/Index', supportsIndexPage(v, rows, stores, f), {
    title: 'Supports',
  });
}

/** supports.create: the super admin answers tickets and opens none. */
export async function create(req: Request, res: Response) {
  const v = viewer(req);
  if (v.staff) throw forbidden();
  const change = v.storeId ? await planChangeRequest(req, v.storeId) : null;
  await res.inertia('Admin/Supports/Create', supportCreatePage(change), { title: 'New ticket' });
}

/**
 * Billing's "Change plan" (?plan=<id>) opens the new ticket with the request in it, which the
 * page writes from the store and the two plans in the owner's language: the owner asks, the super
 * admin changes the plan (users.change_plan, prorated). An unknown plan, or one the store is on,
 * is no request.
 */
async function planChangeRequest(req: Request, storeId: number): Promise<PlanChange | null> {
  const { plan: planId } = validate(supportCreateQuerySchema, req.query);
  if (!planId) return null;
  const [current, to] = await Promise.all([
    getSubscription(req.ctx.db, storeId),
    getPlan(req.ctx.db, planId),
  ]);
  if (!current || !to || !to.active || to.id === current.plan.id) return null;
  return planChange(req.store?.name ?? null, current.plan, to);
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
  flash(req, 'success', say('flash.supports.ticketSentSupportWillAnswer'));
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

/** supports.show: the thread, oldest first. */
export async function show(req: Request, res: Response) {
  const v = viewer(req);
  const ticket = await ticketOf(req, v.scope);
  const [messages, images, [head]] = await Promise.all([
    listSupportMessages(req.ctx.db, ticket.id),
    listTicketAttachments(req.ctx.db, ticket.id),
    listSupportTickets(req.ctx.db, { kind: 'admin' }, {}, 1_000).then((all) =>
      all.filter((r) => r.t.id === ticket.id),
    ),
  ]);
  await res.inertia(
    'Admin/Supports/Show',
    supportShowPage({ viewer: v, ticket, head, messages, images }),
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
  flash(req, 'success', say('flash.supports.replySent'));
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

async function setClosed(req: Request, res: Response, closed: boolean) {
  const v = viewer(req);
  const ticket = await ticketOf(req, v.scope);
  await setTicketClosed(req.ctx.db, ticket, closed);
  flash(
    req,
    'success',
    closed ? say('flash.supports.ticketClosed') : say('flash.supports.ticketReopened'),
  );
  res.redirect(routeUrl('supports.show', { ticket: ticket.id }));
}

/** supports.close */
export const close = (req: Request, res: Response) => setClosed(req, res, true);
/** supports.reopen */
export const reopen = (req: Request, res: Response) => setClosed(req, res, false);
