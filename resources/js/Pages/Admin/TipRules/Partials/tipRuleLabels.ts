/** The words for tip rules (group tiprules), shared by the Tip Rules page and the Settings page's Tip tab (settings loads tiprules). */
import { translate } from '@/lib/i18n';
import type { Translate } from '@common/i18n';
import type { TipBase, TipSplit } from '@common/pages/propShapes';
export type { TipBase, TipRules, TipSplit } from '@common/pages/propShapes';

const TIP_BASES: { value: TipBase; label: string; hint: string }[] = [
  { value: 'subtotal', label: 'tiprules.base.subtotal', hint: 'tiprules.base.subtotalHint' },
  { value: 'total', label: 'tiprules.base.total', hint: 'tiprules.base.totalHint' },
];

const TIP_SPLITS: { value: TipSplit; label: string; hint: string }[] = [
  {
    value: 'proportional',
    label: 'tiprules.split.proportional',
    hint: 'tiprules.split.proportionalHint',
  },
  { value: 'even', label: 'tiprules.split.even', hint: 'tiprules.split.evenHint' },
  { value: 'manual', label: 'tiprules.split.manual', hint: 'tiprules.split.manualHint' },
];

/** The choices of what a tip percentage is taken of, in the page's language. */
export const tipBases = (t: Translate) =>
  TIP_BASES.map((b) => ({ value: b.value, label: t(b.label), hint: t(b.hint) }));
/** The ways a tip is split among technicians, in the page's language. */
export const tipSplits = (t: Translate) =>
  TIP_SPLITS.map((s) => ({ value: s.value, label: t(s.label), hint: t(s.hint) }));

const keyOf = (list: { value: string; label: string }[], value: string) =>
  list.find((x) => x.value === value)?.label;
export const baseLabel = (base: TipBase) => {
  const key = keyOf(TIP_BASES, base);
  return key ? translate(key) : base;
};
export const splitLabel = (split: TipSplit) => {
  const key = keyOf(TIP_SPLITS, split);
  return key ? translate(key) : split;
};
