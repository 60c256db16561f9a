import { getTipRules, saveTipRules } from '../../../database/queries/tipRules';
import { storeAction } from '../action';
import { flash } from '../validate';
import { tipRuleProps } from '../presenters/tipRules';
import { routeUrl } from '../urls';
import { MAX_SUGGESTED_TIPS, tipRulesSchema } from '../validators/tipRules';
import { say } from '../../../common/said';

export const index = storeAction({}, async ({ db, store, res }) => {
  const rules = await getTipRules(db, store.id);
  await res.inertia('Admin/TipRules/Index', {
    tip_rules: tipRuleProps(rules),
    max_suggested: MAX_SUGGESTED_TIPS,
  });
});

/** One form, one row per store (inserted on the first save). */
export const update = storeAction(
  { input: tipRulesSchema },
  async ({ db, store, input, req, res }) => {
    await saveTipRules(db, store.id, {
      suggestedPercents: input.suggested_percents,
      base: input.base,
      split: input.split,
    });
    flash(req, 'success', say('flash.settings.tipRulesSaved'));
    res.redirect(routeUrl('tip-rules.index'));
  },
);
