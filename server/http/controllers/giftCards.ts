import type { Request, Response } from 'express';
import { findGiftCardByCode, getGiftCard, listGiftCardEntries, listGiftCards, setGiftCardActive, sumGiftCardLiability } from '../../../database/queries/giftCards';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { can } from '../../domain/access/permissions';
import { adjustGiftCard } from '../../domain/pos/giftCards';
import { formatCurrency } from '../../../common/money';
import { formatStoreDateTime } from '../../../common/storeTime';
import { withLinks } from '../pagination';
import { notFound } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { giftCardActiveSchema, giftCardAdjustSchema, giftCardFiltersSchema } from '../validators/giftCards';

const PER_PAGE = 25;
const KINDS = { issue: 'Sold', redeem: 'Spent', refund: 'Refunded', adjust: 'Adjusted' } as const;

/** giftcards.index: cards with their balances, the store's outstanding liability, search and a balance check by code. */
export async function index(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const filters = validate(giftCardFiltersSchema, req.query);
  const [list, liability, checked] = await Promise.all([
    listGiftCards(db, store.id, filters.q, { limit: PER_PAGE, offset: (filters.page - 1) * PER_PAGE }),
    sumGiftCardLiability(db, store.id),
    filters.check ? findGiftCardByCode(db, store.id, filters.check) : null,
  ]);
  const lastPage = Math.max(1, Math.ceil(list.total / PER_PAGE));
  await res.inertia('Admin/Giftcards/Index', {
    giftcards: withLinks({
      data: list.rows.map((c) => ({
        id: c.id, code: c.code, recipient: c.recipientName, balance: formatCurrency(c.balanceCents), issued: formatCurrency(c.issuedCents),
        is_active: c.isActive, created_at: formatStoreDateTime(c.createdAt, store.timezone),
      })),
      current_page: Math.min(filters.page, lastPage), last_page: lastPage, per_page: PER_PAGE, total: list.total,
    }, 'giftcards.index', filters.q ? { q: filters.q } : {}),
    liability: { amount: formatCurrency(liability.cents), cards: liability.cards },
    filters: { q: filters.q, check: filters.check },
    checked: filters.check
      ? checked
        ? { found: true, id: checked.id, code: checked.code, balance: formatCurrency(checked.balanceCents), is_active: checked.isActive }
        : { found: false, message: 'No gift card has this code.' }
      : null,
  }, { title: 'Gift Cards' });
}

async function findCard(req: Request) {
  const card = await getGiftCard(req.ctx.db, req.store!.id, Number(req.params.giftCard));
  if (!card) throw notFound();
  return card;
}

/** giftcards.show: one card, its ledger (the history) and, for who may, adjust and switch off/on. */
export async function show(req: Request, res: Response) {
  const store = req.store!;
  const card = await findCard(req);
  const [entries, prefix] = await Promise.all([listGiftCardEntries(req.ctx.db, store.id, card.id), getTicketPrefix(req.ctx.db, store.id)]);
  await res.inertia('Admin/Giftcards/Show', {
    giftcard: { id: card.id, code: card.code, recipient: card.recipientName, balance: formatCurrency(card.balanceCents), balance_cents: card.balanceCents, is_active: card.isActive, created_at: formatStoreDateTime(card.createdAt, store.timezone) },
    entries: entries.map((e) => ({
      id: e.id, kind: e.kind, label: KINDS[e.kind], amount: `${e.amountCents < 0 ? '−' : '+'}${formatCurrency(Math.abs(e.amountCents))}`, balance_after: formatCurrency(e.balanceAfterCents),
      invoice_id: e.invoiceId, ticket: e.invoiceNumber === null ? null : `${prefix}${e.invoiceNumber}`, reason: e.reason, by: e.byName, at: formatStoreDateTime(e.createdAt, store.timezone),
    })),
    can_manage: can(req.actor, 'manage invoices'),
  }, { title: `Gift card ${card.code}` });
}

export async function adjust(req: Request, res: Response) {
  const card = await findCard(req);
  const input = validate(giftCardAdjustSchema, req.body);
  await adjustGiftCard(req.ctx.db, req.store!.id, card.id, input.direction === 'add' ? input.amount : -input.amount, input.reason, req.actor!);
  flash(req, 'success', 'Balance adjusted.');
  res.redirect(routeUrl('giftcards.show', { giftCard: card.id }));
}

export async function toggle(req: Request, res: Response) {
  const card = await findCard(req);
  const input = validate(giftCardActiveSchema, req.body);
  await setGiftCardActive(req.ctx.db, req.store!.id, card.id, input.is_active);
  flash(req, 'success', input.is_active ? 'Gift card switched on.' : 'Gift card switched off.');
  res.redirect(routeUrl('giftcards.show', { giftCard: card.id }));
}
