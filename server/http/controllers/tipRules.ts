import type { Request, Response } from 'express';
import { getTipRules, saveTipRules } from '../../../database/queries/tipRules';
import { flash, validate } from '../validate';
import { routeUrl } from '../urls';
import { MAX_SUGGESTED_TIPS, tipRulesSchema } from '../validators/tipRules';

export async function index(req: Request, res: Response) {
  const rules = await getTipRules(req.ctx.db, req.store!.id);
  await res.inertia('Admin/TipRules/Index', {
    tip_rules: { suggested_percents: rules.suggestedPercents, base: rules.base, split: rules.split },
    max_suggested: MAX_SUGGESTED_TIPS,
  });
}

/** One form, one row per store (inserted on the first save). */
export async function update(req: Request, res: Response) {
  const input = validate(tipRulesSchema, req.body);
  await saveTipRules(req.ctx.db, req.store!.id, { suggestedPercents: input.suggested_percents, base: input.base, split: input.split });
  flash(req, 'success', 'Tip rules saved.');
  res.redirect(routeUrl('tip-rules.index'));
}
