import type { TipRulesValues } from '../../../database/queries/tipRules';

/** The store's tip rule as its form edits it and the pay screen applies it. */
export const tipRuleProps = (
  rules: Pick<TipRulesValues, 'suggestedPercents' | 'base' | 'split'>,
) => ({
  suggested_percents: rules.suggestedPercents,
  base: rules.base,
  split: rules.split,
});
