import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '@/Components/shell/ConfirmModal';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import { postJson, requestJson } from '@/lib/http';
import { route } from '@/lib/route';
import type { TenderType } from '@common/tenders';
import { cardSummary, type CardTransactionJson } from '@common/cardPayments';
import { payingTenders, type Tender } from './ticket';

interface Options {
  amountDue: number;
  tenders: Tender[];
  onTenders: (tenders: Tender[]) => void;
  /** The ticket as the server prices it, for the coupon check. */
  ticket: () => Record<string, unknown>;
  terminal: { name: string; tip_mode: 'device' | 'adjust' } | null;
  /** A tip given on the terminal (or taken back with its void), to add to the ticket's tip. */
  onCardTip: (deltaCents: number) => void;
}

type Lookup = {
  balance?: number;
  value?: number;
  reduces_due?: number;
  message?: string;
  errors?: Record<string, string>;
};

let nextId = 1;

/**
 * Taking the tenders in the payment dialog: adding one for what is still due, editing it,
 * looking up a gift card's balance or a coupon's value, an approved card locked to its approval
 * and voided on the terminal before it is removed, and the exact amount for cash.
 */
export function useTenderEntry({
  amountDue,
  tenders,
  onTenders,
  ticket,
  terminal,
  onCardTip,
}: Options) {
  const [lookupErrors, setLookupErrors] = useState<Record<number, string>>({});
  const [checking, setChecking] = useState<number | null>(null);
  // A call to the terminal is out: nothing else may happen in the dialog until it answers.
  const [charging, setCharging] = useState(false);
  const [voiding, setVoiding] = useState<number | null>(null);
  const confirm = useConfirm();
  const { t: tr } = useT();
  const format = useFormat();
  // The tenders as they are now, for what finishes after a call to the terminal (its closure saw them before).
  const latest = useRef(tenders);
  useEffect(() => {
    latest.current = tenders;
  }, [tenders]);

  /** What the other tenders pay: a coupon its value, an approved card its approval and tip. */
  const paidSoFar = (except: number) =>
    payingTenders(tenders).reduce(
      (a, t) =>
        t.id === except
          ? a
          : a +
            (t.type === 'coupon'
              ? (t.checked ?? 0)
              : t.card
                ? t.card.amount + t.card.tip
                : t.amount),
      0,
    );

  const patch = (id: number, p: Partial<Tender>) =>
    onTenders(latest.current.map((t) => (t.id === id ? { ...t, ...p } : t)));

  const add = (type: TenderType) => {
    const remaining = Math.max(0, amountDue - paidSoFar(-1));
    const charge = type === 'credit_card' && terminal !== null;
    onTenders([
      ...tenders,
      {
        id: nextId++,
        type,
        amount: type === 'coupon' ? 0 : remaining,
        card_last4: '',
        auth_code: '',
        check_number: '',
        code: '',
        checked: null,
        charge,
        attempt_key: null,
        card: null,
      },
    ]);
  };

  const remove = async (t: Tender) => {
    if (!t.card) return onTenders(tenders.filter((x) => x.id !== t.id));
    // An approved card is voided on the terminal before it leaves the payment.
    const ok = await confirm({
      title: tr('pos.payment.voidTitle'),
      message: tr('pos.payment.voidMessage', {
        card: cardSummary({ brand: t.card.brand, last4: t.card.last4 }),
        amount: format.money(t.card.amount + t.card.tip),
      }),
      actionLabel: tr('pos.payment.voidAction'),
    });
    if (!ok) return;
    setVoiding(t.id);
    const res = await postJson<{
      voided?: boolean;
      transaction?: CardTransactionJson;
      message?: string;
      errors?: Record<string, string>;
    }>(route('pos.card.void'), { transaction: t.card.id });
    setVoiding(null);
    if (res.ok && res.data?.voided) {
      if (t.card.tip > 0) onCardTip(-t.card.tip);
      onTenders(latest.current.filter((x) => x.id !== t.id));
      setLookupErrors({ ...lookupErrors, [t.id]: '' });
    } else {
      setLookupErrors({
        ...lookupErrors,
        [t.id]:
          res.data?.transaction?.message ??
          res.data?.errors?.transaction ??
          res.data?.message ??
          tr('pos.payment.notVoided'),
      });
    }
  };

  const approved = (t: Tender, card: CardTransactionJson) => {
    onTenders(
      latest.current.map((x) =>
        x.id === t.id ? { ...x, card, amount: card.amount + card.tip, attempt_key: null } : x,
      ),
    );
    if (card.tip > 0) onCardTip(card.tip);
  };

  const lookUp = async (t: Tender) => {
    setChecking(t.id);
    const res =
      t.type === 'gift_card'
        ? await requestJson<Lookup>(
            'GET',
            `${route('pos.giftcards.balance')}?code=${encodeURIComponent(t.code)}`,
          )
        : await postJson<Lookup>(route('pos.coupons.check'), { ...ticket(), code: t.code });
    setChecking(null);
    if (!res.ok) {
      setLookupErrors({
        ...lookupErrors,
        [t.id]: res.data?.errors?.code ?? res.data?.message ?? tr('pos.payment.checkFailed'),
      });
      patch(t.id, { checked: null });
      return;
    }
    setLookupErrors({ ...lookupErrors, [t.id]: '' });
    if (t.type === 'gift_card') {
      const balance = res.data?.balance ?? 0;
      patch(t.id, {
        checked: balance,
        amount: Math.min(balance, Math.max(0, amountDue - paidSoFar(t.id))),
      });
      // A coupon the store takes as a discount also takes its tax off: it counts for what the due goes down by.
    } else patch(t.id, { checked: res.data?.reduces_due ?? res.data?.value ?? 0 });
  };

  return {
    /** A lookup's or a void's message, by tender id. */
    lookupErrors,
    /** The tender whose code is being looked up. */
    checking,
    charging,
    setCharging,
    /** The approved card being voided. */
    voiding,
    add,
    patch,
    remove,
    approved,
    lookUp,
    /** Cash: exactly what the other tenders leave due. */
    exact: (id: number) => patch(id, { amount: Math.max(0, amountDue - paidSoFar(id)) }),
  };
}

export type TenderEntry = ReturnType<typeof useTenderEntry>;
