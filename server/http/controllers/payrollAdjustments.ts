import {
  addPayrollAdjustment,
  deletePayrollAdjustment,
  getPayee,
  getPayrollAdjustment,
  getPayrollRun,
} from '../../../database/queries/payrolls';
import { RUN_FINALISED } from '../../domain/payroll/payrollControl';
import { storeAction } from '../action';
import { notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { adjustmentSchema } from '../validators/payrolls';
import { say } from '../../../common/said';

/** The payroll run a route names, if it is the store's. */
const payrollParam = { payroll: getPayrollRun };

/** payrolls.adjustments.store: a labelled bonus or deduction, only while the run is open (the insert itself checks). */
export const store = storeAction(
  { load: payrollParam },
  async ({ db, store, actor, bound: { payroll: run }, req, res }) => {
    const back = routeUrl('payrolls.edit', { payroll: run.id });
    if (run.state !== 'open') {
      flash(req, 'error', RUN_FINALISED);
      return res.redirect(303, back);
    }
    // Parsed after the state check, so a finalised run says so whatever the form held.
    const input = validate(adjustmentSchema, req.body);
    if (!(await getPayee(db, store.id, input.technician_id)))
      throw new ValidationError({
        technician_id: say('validation.payrolls.theTechnicianIsInvalid'),
      });
    const added = await addPayrollAdjustment(db, store.id, run.id, {
      employeeId: input.technician_id,
      label: input.label,
      amountCents: input.kind === 'deduction' ? -input.amount : input.amount,
      reason: input.reason,
      byUserId: actor.kind === 'user' ? actor.id : null,
      byEmployeeId: actor.kind === 'employee' ? actor.id : null,
      byName: actor.name,
    });
    flash(
      req,
      added ? 'success' : 'error',
      added ? say('flash.payrolls.adjustmentAdded') : RUN_FINALISED,
    );
    res.redirect(303, back);
  },
);

/** payrolls.adjustments.destroy: only while open; an adjustment of another run is not this run's (404). */
export const destroy = storeAction(
  { load: { ...payrollParam, adjustment: getPayrollAdjustment } },
  async ({ db, store, bound: { payroll: run, adjustment }, req, res }) => {
    const back = routeUrl('payrolls.edit', { payroll: run.id });
    if (run.state !== 'open') {
      flash(req, 'error', RUN_FINALISED);
      return res.redirect(303, back);
    }
    if (!(await deletePayrollAdjustment(db, store.id, run.id, adjustment.id))) throw notFound();
    flash(req, 'success', say('flash.payrolls.adjustmentRemoved'));
    res.redirect(303, back);
  },
);
