/** The words for tip rules, shared by the Tip Rules page and the Settings page's Tip tab. */
import type { TipBase, TipSplit } from '@common/pages/shared';
export type { TipBase, TipRules, TipSplit } from '@common/pages/shared';

export const TIP_BASES: { value: TipBase; label: string; hint: string }[] = [
  { value: 'subtotal', label: 'Pre-tax subtotal', hint: 'After discounts, before tax. The usual choice.' },
  { value: 'total', label: 'Total with tax', hint: 'After discounts and tax.' },
];

export const TIP_SPLITS: { value: TipSplit; label: string; hint: string }[] = [
  { value: 'proportional', label: 'By service amount', hint: '$50 and $100 of services with a $30 tip: $10 and $20.' },
  { value: 'even', label: 'Evenly', hint: 'The same share for each technician on the ticket.' },
  { value: 'manual', label: 'By hand', hint: 'The front desk types each technician’s share.' },
];

export const baseLabel = (base: TipBase) => TIP_BASES.find((b) => b.value === base)?.label ?? base;
export const splitLabel = (split: TipSplit) => TIP_SPLITS.find((s) => s.value === split)?.label ?? split;
