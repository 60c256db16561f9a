import { useMemo, useState } from 'react';
import type { TipShare } from '@common/ticketTotals';
import type { Props as PayProps } from '@common/pages/Admin/POS/Pay';
import { rewardLineDiscounts } from '@common/loyalty';
import type { RewardOption } from '@/Components/pos/RewardPicker';
import type { DisplayTip } from '@/Components/pos/useCustomerDisplay';
import {
  newLineKey,
  ticketPayload,
  ticketTotals,
  type Amount,
  type Customer,
  type MenuService,
  type TicketLine,
} from '@/Components/pos/ticket';
import { useT } from '@/lib/i18n';
import { usePromotions } from './usePromotions';

interface Options extends Pick<PayProps, 'services' | 'draft' | 'check_in' | 'taxes' | 'tip_rule'> {
  customer: Customer | null;
  reward: RewardOption | null;
  /** Who a service added now is for. */
  technician: number | null;
}

const newLine = (
  over: Omit<TicketLine, 'key' | 'quantity' | 'discount' | 'gift_card_code' | 'recipient_name'>,
): TicketLine => ({
  key: newLineKey(),
  ...over,
  quantity: 1,
  discount: 0,
  gift_card_code: '',
  recipient_name: '',
});

/**
 * The ticket on the pay screen: its lines, the ticket discount, the tip and a hand-made tip
 * split, priced as the server will price them (promotions, then the reward, on the lines).
 * Any change that moves what a technician earns drops a hand-made split: it would no longer add up.
 */
export function usePayTicket({
  services,
  draft,
  check_in,
  taxes,
  tip_rule,
  customer,
  reward,
  technician,
}: Options) {
  const { t } = useT();
  const [lines, setLines] = useState<TicketLine[]>(() =>
    (draft?.lines ?? check_in?.lines ?? []).map((l) => ({
      ...l,
      tax_ids: services.find((s) => s.id === l.service_id)?.tax_ids ?? [],
      gift_card_code: '',
      recipient_name: '',
    })),
  );
  const [discount, setDiscount] = useState<Amount>(draft?.ticket_discount ?? null);
  const [tip, setTip] = useState<Amount>(draft?.tip ?? null);
  const [shares, setShares] = useState<TipShare[]>(() =>
    (draft?.tip_shares ?? []).map((s) => ({ technicianId: s.technician_id, cents: s.cents })),
  );
  const promotions = usePromotions(lines, customer);
  const { promoted } = promotions;

  // A reward spent shows as more discount on its lines, after any promotion (the server works it out again at checkout).
  const priced = useMemo(() => {
    if (!reward) return promoted;
    const applied = rewardLineDiscounts(
      reward,
      promoted.map((l) => ({
        kind: l.kind,
        serviceId: l.service_id,
        unitPriceCents: l.unit_price,
        quantity: l.quantity,
        discountCents: l.discount,
      })),
    );
    return 'problem' in applied
      ? promoted
      : promoted.map((l, i) => ({ ...l, discount: l.discount + applied.perLine[i] }));
  }, [promoted, reward]);
  const totals = useMemo(
    () => ticketTotals(priced, discount, tip, taxes, tip_rule, shares),
    [priced, discount, tip, taxes, tip_rule, shares],
  );

  return {
    lines,
    /** The lines with their promotions and the reward in their discount, as the totals count them. */
    priced,
    totals,
    promotions,
    discount,
    setDiscount,
    tip,
    setTip,
    shares,
    setShares,
    /** The ticket in the wire format, as rung up (the server applies promotions and the reward itself). */
    payload: () => ticketPayload(customer, lines, discount, tip, shares),

    add: (s: MenuService) => {
      setShares([]);
      setLines((ls) => [
        ...ls,
        newLine({
          kind: s.kind,
          service_id: s.id,
          name: s.name,
          technician_id: s.kind === 'service' ? technician : null,
          unit_price: s.price,
          tax_ids: s.tax_ids,
        }),
      ]);
    },
    sellGiftCard: () =>
      setLines((ls) => [
        ...ls,
        newLine({
          kind: 'giftcard',
          service_id: null,
          name: t('ui.giftCard'),
          technician_id: null,
          unit_price: 0,
          tax_ids: [],
        }),
      ]),
    change: (key: string, patch: Partial<TicketLine>) => {
      if (
        'technician_id' in patch ||
        'unit_price' in patch ||
        'quantity' in patch ||
        'discount' in patch
      )
        setShares([]);
      setLines((ls) => ls.map((l) => (l.key === key ? { ...l, ...patch } : l)));
    },
    remove: (key: string) => {
      setShares([]);
      setLines((ls) => ls.filter((l) => l.key !== key));
    },

    /** A tip the customer gave on the card terminal is the technicians' too: the ticket's tip grows by it (and shrinks when that card is voided). */
    addCardTip: (delta: number) => {
      setShares([]);
      setTip({ type: 'amount', value: Math.max(0, totals.tipCents + delta) });
    },
    /** A tip she chose on the customer display becomes the ticket's tip. */
    takeDisplayTip: (chosen: DisplayTip) => {
      setShares([]);
      setTip(
        chosen.percent !== null
          ? { type: 'percent', value: chosen.percent }
          : { type: 'amount', value: chosen.cents },
      );
    },
    /** A new ticket. */
    clear: () => {
      setLines([]);
      setDiscount(null);
      setTip(null);
      setShares([]);
    },
  };
}

export type PayTicket = ReturnType<typeof usePayTicket>;
