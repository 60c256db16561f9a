import type { Request, Response } from 'express';
import { addPayrollAdjustment, deletePayrollAdjustment, getPayee } from '../../../database/queries/payrolls';
import { notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { adjustmentSchema } from '../validators/payrolls';
import { findRun, RUN_FINALISED } from './payrolls';

/** payrolls.adjustments.store: a labelled bonus or deduction, only while the run is open (the insert itself checks). */
export async function store(req: Request, res: Response) {
  const run = await findRun(req);
  const back = routeUrl('payrolls.edit', { payroll: run.id });
  if (run.state !== 'open') {
    flash(req, 'error', RUN_FINALISED);
    return res.redirect(303, back);
  }
  const input = validate(adjustmentSchema, req.body);
  if (!(await getPayee(req.ctx.db, req.store!.id, input.employee_id))) throw new ValidationError({ employee_id: 'The technician is invalid.' });
  const actor = req.actor!;
  const added = await addPayrollAdjustment(req.ctx.db, req.store!.id, run.id, {
    employeeId: input.employee_id, label: input.label, amountCents: input.kind === 'deduction' ? -input.amount : input.amount, reason: input.reason,
    byUserId: actor.kind === 'user' ? actor.id : null, byEmployeeId: actor.kind === 'employee' ? actor.id : null, byName: actor.name,
  });
  flash(req, added ? 'success' : 'error', added ? 'Adjustment added.' : RUN_FINALISED);
  res.redirect(303, back);
}

/** payrolls.adjustments.destroy: only while open. */
export async function destroy(req: Request, res: Response) {
  const run = await findRun(req);
  const back = routeUrl('payrolls.edit', { payroll: run.id });
  if (run.state !== 'open') {
    flash(req, 'error', RUN_FINALISED);
    return res.redirect(303, back);
  }
  const removed = await deletePayrollAdjustment(req.ctx.db, req.store!.id, run.id, Number(req.params.adjustment));
  if (!removed) throw notFound();
  flash(req, 'success', 'Adjustment removed.');
  res.redirect(303, back);
}
