import { get, post, put, group, type RouteDef } from '../server/http/router';
import * as giftCards from '../server/http/controllers/giftCards';

/**
 * giftcards.* (docs/requirements.md §2, §6): "view giftcards" opens the list, the balance
 * check and each card's history. Moving a balance by hand or switching a
 * card off changes what the store owes, so it also needs "manage invoices",
 * as changing a paid ticket does.
 */
export const giftCardRoutes: RouteDef[] = [
  ...group({ prefix: '/giftcards', middleware: ['can:view giftcards'] }, [
    get('', 'giftcards.index', giftCards.index),
    get('/{giftCard}', 'giftcards.show', giftCards.show),
    ...group({ middleware: ['can:manage invoices'] }, [
      post('/{giftCard}/adjust', 'giftcards.adjust', giftCards.adjust),
      put('/{giftCard}/active', 'giftcards.toggle', giftCards.toggle),
    ]),
  ]),
];
