import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { tipRules } from '../schema';
import { clock } from '../../common/clock';

// One row per store (tip-rules.*); a store without one uses the defaults.

export interface TipRulesValues {
  suggestedPercents: number[];
  base: 'subtotal' | 'total';
  split: 'proportional' | 'even' | 'manual';
}

/** What a store gets until it sets its own: 15, 18, 20, 25 % of the pre-tax subtotal, shared by service amount (docs/domain.md §3.3). */
export const DEFAULT_TIP_RULES: TipRulesValues = {
  suggestedPercents: [15, 18, 20, 25],
  base: 'subtotal',
  split: 'proportional',
};

export async function getTipRules(db: Db, storeId: number): Promise<TipRulesValues> {
  const [row] = await db
    .select({
      suggestedPercents: tipRules.suggestedPercents,
      base: tipRules.base,
      split: tipRules.split,
    })
    .from(tipRules)
    .where(eq(tipRules.storeId, storeId));
  return (
    row ?? { ...DEFAULT_TIP_RULES, suggestedPercents: [...DEFAULT_TIP_RULES.suggestedPercents] }
  );
}

/** Insert or replace the store's row. */
export async function saveTipRules(db: Db, storeId: number, values: TipRulesValues) {
  await db
    .insert(tipRules)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: tipRules.storeId, set: { ...values, updatedAt: clock.now() } });
}
