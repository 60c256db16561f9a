import {
  findGiftCardByCode,
  getGiftCard,
  listGiftCardEntries,
  listGiftCards,
  setGiftCardActive,
  sumGiftCardLiability,
} from '../../../database/queries/giftCards';
import { getTicketPrefix } from '../../../database/queries/invoiceList';
import { can } from '../../domain/access/permissions';
import { adjustGiftCard } from '../../domain/giftCards/adjustments';
import { storeAction } from '../action';
import { withLinks } from '../pagination';
import {
  balanceCheck,
  giftCardDetail,
  giftCardEntryItem,
  giftCardLiability,
  giftCardListItem,
} from '../presenters/giftCards';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import {
  giftCardActiveSchema,
  giftCardAdjustSchema,
  giftCardFiltersSchema,
} from '../validators/giftCards';
import { say } from '../../../common/said';

const PER_PAGE = 25;

/** giftcards.index: cards with their balances, the store's outstanding liability, search and a balance check by code. */
export const index = storeAction(
  { input: giftCardFiltersSchema },
  async ({ db, store, input: filters, res }) => {
    const [list, liability, checked] = await Promise.all([
      listGiftCards(db, store.id, filters.q, {
        limit: PER_PAGE,
        offset: (filters.page - 1) * PER_PAGE,
      }),
      sumGiftCardLiability(db, store.id),
      filters.check ? findGiftCardByCode(db, store.id, filters.check) : null,
    ]);
    const lastPage = Math.max(1, Math.ceil(list.total / PER_PAGE));
    await res.inertia(
      'Admin/Giftcards/Index',
      {
        giftcards: withLinks(
          {
            data: list.rows.map(giftCardListItem),
            current_page: Math.min(filters.page, lastPage),
            last_page: lastPage,
            per_page: PER_PAGE,
            total: list.total,
          },
          'giftcards.index',
          filters.q ? { q: filters.q } : {},
        ),
        liability: giftCardLiability(liability),
        filters: { q: filters.q, check: filters.check },
        checked: balanceCheck(filters.check, checked),
      },
      { title: 'Gift Cards' },
    );
  },
);

const giftCardParam = { giftCard: getGiftCard };

/** giftcards.show: one card, its ledger (the history) and, for who may, adjust and switch off/on. */
export const show = storeAction(
  { load: giftCardParam },
  async ({ db, store, actor, bound: { giftCard: card }, res }) => {
    const [entries, prefix] = await Promise.all([
      listGiftCardEntries(db, store.id, card.id),
      getTicketPrefix(db, store.id),
    ]);
    await res.inertia(
      'Admin/Giftcards/Show',
      {
        giftcard: giftCardDetail(card),
        entries: entries.map(giftCardEntryItem(prefix)),
        can_manage: can(actor, 'manage invoices'),
      },
      { title: `Gift card ${card.code}` },
    );
  },
);

export const adjust = storeAction(
  { load: giftCardParam, input: giftCardAdjustSchema },
  async ({ db, store, actor, bound: { giftCard: card }, input, req, res }) => {
    await adjustGiftCard(
      db,
      store.id,
      card.id,
      input.direction === 'add' ? input.amount : -input.amount,
      input.reason,
      actor,
    );
    flash(req, 'success', say('flash.giftCards.balanceAdjusted'));
    res.redirect(routeUrl('giftcards.show', { giftCard: card.id }));
  },
);

export const toggle = storeAction(
  { load: giftCardParam, input: giftCardActiveSchema },
  async ({ db, store, bound: { giftCard: card }, input, req, res }) => {
    await setGiftCardActive(db, store.id, card.id, input.is_active);
    flash(
      req,
      'success',
      input.is_active
        ? say('flash.giftCards.giftCardSwitchedOn')
        : say('flash.giftCards.giftCardSwitchedOff'),
    );
    res.redirect(routeUrl('giftcards.show', { giftCard: card.id }));
  },
);
