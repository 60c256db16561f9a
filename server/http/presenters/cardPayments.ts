import type { CardTransactionJson } from '../../../common/cardPayments';
import type { CardOutcome } from '../../domain/terminals/cardTransactions';

/** A card transaction as the pay screen gets it: never more of the card than its last four. */
export function cardTransactionJson({
  transaction: t,
  message,
}: Pick<CardOutcome, 'transaction' | 'message'>): CardTransactionJson {
  const approved = t.status === 'approved';
  return {
    id: t.id,
    kind: t.kind,
    status: t.status,
    approved,
    requested: t.requestedCents,
    amount: t.approvedCents,
    tip: t.tipCents,
    amount_due: approved && t.kind === 'sale' ? Math.max(0, t.requestedCents - t.approvedCents) : 0,
    last4: t.cardLast4,
    brand: t.cardType,
    entry_mode: t.entryMode,
    auth: t.authCode,
    message,
  };
}
