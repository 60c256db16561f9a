import type { ReactNode } from 'react';
import { promotionNoteText } from '@/Components/promotions/promotionWords';
import { useT } from '@/lib/i18n';
import { useFormat } from '@/lib/localeFormat';
import type { LinePromotion } from './usePromotions';

/** Under a line: the promotion it took, why, and how much. */
export function PromotionNote({ promotion: p }: { promotion: LinePromotion }) {
  const { t, locale } = useT();
  const format = useFormat();
  return (
    <p
      className="mt-2 rounded-lg bg-primary-50 px-3 py-1.5 text-sm text-primary-900"
      data-test="line-promotion"
    >
      <span className="font-semibold">{p.name}</span> · {promotionNoteText(p, t, locale, format)}{' '}
      <span className="font-semibold tabular-nums">−{format.money(p.amount)}</span>
    </p>
  );
}

/** The notes for TicketLines, by line key. */
export function promotionNotes(promotions: LinePromotion[]): Record<string, ReactNode> {
  return Object.fromEntries(
    promotions.map((p) => [p.line_key, <PromotionNote key={p.line_key} promotion={p} />]),
  );
}
