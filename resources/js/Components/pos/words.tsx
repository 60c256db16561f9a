import type { ReactNode } from 'react';
import type { TenderType } from '@common/tenders';

/** The tenders' names by type (the server's TENDER_LABELS are the English of these). */
export const TENDER_KEYS: Record<TenderType, string> = {
  cash: 'pos.tender.cash',
  credit_card: 'pos.tender.creditCard',
  gift_card: 'pos.tender.giftCard',
  coupon: 'pos.tender.coupon',
  check: 'pos.tender.check',
};

/** A tender's key by a type the server sent as a string; null for a type it does not know. */
export const tenderKey = (type: string): string | null =>
  type in TENDER_KEYS ? TENDER_KEYS[type as TenderType] : null;

/**
 * A translated sentence with some of the values it holds set off (an amount in
 * bold): each part is found in the sentence in order and wrapped, so the words
 * around it stay one message in each language.
 */
export function Emphasis({
  text,
  parts,
  className = 'font-semibold tabular-nums',
  tests = [],
}: {
  text: string;
  parts: string[];
  className?: string;
  /** data-test of each part, in order. */ tests?: string[];
}) {
  const out: ReactNode[] = [];
  let rest = text;
  parts.forEach((part, i) => {
    const at = part ? rest.indexOf(part) : -1;
    if (at < 0) return;
    out.push(
      rest.slice(0, at),
      <span key={i} className={className} data-test={tests[i]}>
        {part}
      </span>,
    );
    rest = rest.slice(at + part.length);
  });
  out.push(rest);
  return <>{out}</>;
}
