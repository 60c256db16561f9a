import type { Request, Response } from 'express';
import { finalisedThrough, getOpenRunBefore, getPayrollRun, listPayees, listPayrollAdjustments, listPayrollRuns, openPayrollRun, savePayrollSchedule, sumRunLines } from '../../../database/queries/payrolls';
import { addDays, storeToday } from '../../../common/storeTime';
import {
  finalisingProblem, nextPayablePeriod, notOfferedReason, openingProblem, periodContaining, periodsToList, recentPeriods, runOrderNote,
} from '../../domain/payroll/payPeriods';
import { computePeriodsPay, finalisePayrollRun, loadSchedule, mdy, payOfRun, type PayDetail, type TechnicianPay } from '../../domain/payroll/payrollRuns';
import { stubLink } from '../../domain/payroll/payStubLinks';
import { notFound, ValidationError } from '../errors';
import { routeUrl } from '../urls';
import { flash, validate } from '../validate';
import { openRunSchema, scheduleSchema } from '../validators/payrolls';

const RECENT = 8;
export const RUN_FINALISED = 'This payroll is finalised and can no longer change. Add a correction as an adjustment in the next open period.';

/** One technician's pay as the pages and the pay stub show it: cents, snake_case. */
export const payRow = (d: PayDetail) => {
  const f = d.figures;
  return {
    employee_id: d.employeeId, name: d.name, has_email: Boolean(d.email),
    service_sales: f.serviceSalesCents, refunded_sales: f.refundedSalesCents, supply_fee: f.supplyFeeCents, commission: f.commissionCents,
    tips: f.tipsCents, card_tip_fee: f.cardTipFeeCents, worked_minutes: f.workedMinutes, hourly: f.hourlyCents, guarantee_top_up: f.guaranteeTopUpCents,
    bonus: f.bonusCents, adjustments: f.adjustmentsCents, cash_out: f.cashOutCents, net: f.netCents, check: f.checkCents, cash: f.cashCents,
    carry_forward: f.carryForwardCents,
  };
};

/** A period's totals over its technicians, as Payroll Control lists them. */
export const periodTotals = (pay: readonly TechnicianPay[]) =>
  pay.reduce((t, x) => ({
    technicians: t.technicians + 1, serviceSalesCents: t.serviceSalesCents + x.result.serviceSalesCents,
    tipsCents: t.tipsCents + x.result.tipsCents, netCents: t.netCents + x.result.netCents,
  }), { technicians: 0, serviceSalesCents: 0, tipsCents: 0, netCents: 0 });

const runProps = (run: NonNullable<Awaited<ReturnType<typeof getPayrollRun>>>) => ({
  id: run.id, period_start: run.periodStart, period_end: run.periodEnd, state: run.state,
  finalised_at: run.finalisedAt ? new Date(run.finalisedAt).toISOString() : null, finalised_by: run.finalisedByName,
});

export async function findRun(req: Request) {
  const run = await getPayrollRun(req.ctx.db, req.store!.id, Number(req.params.payroll));
  if (!run) throw notFound();
  return run;
}

/** The periods to list and offer (periodsToList), the runs among them, and where finalised payroll stands. */
async function offeredPeriods(req: Request, schedule: Awaited<ReturnType<typeof loadSchedule>>, today: string) {
  const { db } = req.ctx;
  const storeId = req.store!.id;
  const through = await finalisedThrough(db, storeId);
  const next = nextPayablePeriod(schedule, through);
  const recent = recentPeriods(schedule, today, RECENT);
  const oldest = recent[recent.length - 1]!.start;
  const runs = await listPayrollRuns(db, storeId, next && next.start < oldest ? next.start : oldest);
  const all = periodsToList(schedule, today, RECENT, runs.map((r) => ({ start: r.periodStart, end: r.periodEnd })), next);
  return { runs, through, next, all };
}

/** payrolls.index (Payroll Control): the schedule, and the recent periods with their state and totals. */
export async function index(req: Request, res: Response) {
  const { db } = req.ctx;
  const store = req.store!;
  const schedule = await loadSchedule(db, store.id);
  const today = storeToday(store.timezone);
  const { runs, through, next, all } = await offeredPeriods(req, schedule, today);
  const finalisedTotals = new Map((await sumRunLines(db, store.id, runs.filter((r) => r.state === 'finalised').map((r) => r.id))).map((t) => [t.runId, t]));
  const listed = all.map((p) => {
    const run = runs.find((r) => r.periodStart === p.start) ?? null;
    return { period: run ? { start: run.periodStart, end: run.periodEnd } : p, run };
  });
  // Every period not yet finalised, live, in one batched computation (a constant number of statements).
  const live = listed.filter((x) => x.run?.state !== 'finalised');
  const livePay = await computePeriodsPay(db, store.id, store.timezone, live.map((x) => ({ period: x.period, runId: x.run?.id ?? null })), schedule.cardTipFeeBp);
  const liveTotals = new Map(live.map((x, i) => [x.period.start, periodTotals(livePay[i]!)]));
  const none = { technicians: 0, serviceSalesCents: 0, tipsCents: 0, netCents: 0 };
  const rows = listed.map(({ period: p, run }) => {
    const totals = run?.state === 'finalised' ? finalisedTotals.get(run.id) ?? none : liveTotals.get(p.start) ?? none;
    return {
      start: p.start, end: p.end, run_id: run?.id ?? null, state: run?.state ?? 'not_started', current: p.start <= today && today <= p.end, ended: p.end < today,
      can_run: !run && p.start <= today && !openingProblem(schedule, through, p),
      not_offered: run ? null : notOfferedReason(through, next, p),
      technicians: totals.technicians, service_sales: totals.serviceSalesCents, tips: totals.tipsCents, net: totals.netCents,
    };
  });
  await res.inertia('Admin/Payrolls/Index', {
    schedule: { frequency: schedule.frequency, anchor_date: schedule.anchorDate, card_tip_fee: schedule.cardTipFeeBp === null ? '' : String(schedule.cardTipFeeBp / 100) },
    periods: rows,
    run_order: runOrderNote(through, next, Boolean(next && runs.some((r) => r.periodStart === next.start && r.state === 'open'))),
  }, { title: 'Payroll Control' });
}

/** payrolls.schedule: weekly, every two weeks or twice a month, from a chosen day. */
export async function schedule(req: Request, res: Response) {
  const input = validate(scheduleSchema, req.body);
  await savePayrollSchedule(req.ctx.db, req.store!.id, { frequency: input.frequency, anchorDate: input.anchor_date, cardTipFeeBp: input.card_tip_fee });
  flash(req, 'success', 'Pay schedule saved.');
  res.redirect(303, routeUrl('payrolls.index'));
}

/** payrolls.create: pick a period that has no run yet. */
export async function create(req: Request, res: Response) {
  const store = req.store!;
  const schedule = await loadSchedule(req.ctx.db, store.id);
  const today = storeToday(store.timezone);
  const { runs, through, next, all } = await offeredPeriods(req, schedule, today);
  const open = all.filter((p) => p.start <= today && !runs.some((r) => r.periodStart === p.start) && !openingProblem(schedule, through, p));
  const wanted = typeof req.query.start === 'string' ? req.query.start : null;
  await res.inertia('Admin/Payrolls/Create', {
    periods: open.map((p) => ({ start: p.start, end: p.end, ended: p.end < today })),
    run_order: runOrderNote(through, next, Boolean(next && runs.some((r) => r.periodStart === next.start))),
    selected: open.find((p) => p.start === wanted)?.start ?? open.find((p) => p.end < today)?.start ?? open[0]?.start ?? '',
  }, { title: 'Run Payroll' });
}

/** payrolls.store: opens (or finds) the run of a period of the store's schedule, then shows it. */
export async function store(req: Request, res: Response) {
  const store = req.store!;
  const { period_start } = validate(openRunSchema, req.body);
  const schedule = await loadSchedule(req.ctx.db, store.id);
  const through = await finalisedThrough(req.ctx.db, store.id);
  // After a finalised run only the period starting the day after it (a bridge, if the schedule changed since).
  const next = nextPayablePeriod(schedule, through);
  const period = next?.start === period_start ? next : periodContaining(schedule, period_start);
  const today = storeToday(store.timezone);
  if (period.start !== period_start) throw new ValidationError({ period_start: 'Choose a pay period of the schedule.' });
  if (period.start > today) throw new ValidationError({ period_start: 'This period has not started yet.' });
  if (!next && period.start < addDays(today, -400)) throw new ValidationError({ period_start: 'Choose a period from the last year.' });
  // Out of order, a period's tickets could be paid twice (at or before the last finalised one) or never (one skipped).
  const problem = openingProblem(schedule, through, period);
  if (problem) throw new ValidationError({ period_start: problem });
  const run = await openPayrollRun(req.ctx.db, store.id, period, req.actor!.name);
  flash(req, 'success', 'Payroll opened.');
  res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
}

/** payrolls.edit: per technician the computation (live while open, the snapshot once finalised), adjustments and Finalise. */
export async function edit(req: Request, res: Response) {
  const store = req.store!;
  const run = await findRun(req);
  const pay = await payOfRun(req.ctx.db, store.id, store.timezone, run);
  const adjustments = run.state === 'open' ? await listPayrollAdjustments(req.ctx.db, store.id, run.id) : [];
  const staff = run.state === 'open' ? (await listPayees(req.ctx.db, store.id)).filter((p) => p.isActive || pay.some((x) => x.employeeId === p.id)) : [];
  await res.inertia('Admin/Payrolls/Edit', {
    run: runProps(run),
    ended: run.periodEnd < storeToday(store.timezone),
    technicians: pay.map((p) => ({
      ...payRow(p),
      stub_url: run.state === 'finalised' ? stubLink({ appUrl: req.ctx.config.appUrl, sessionSecret: req.ctx.config.sessionSecret, routeUrl }, store.id, run.id, p.employeeId) : null,
    })),
    // While open: the typed ones (removable) and any shortfall carried in; once finalised, the snapshot's.
    adjustments: [
      ...adjustments.map((a) => ({ id: a.id, employee_id: a.employeeId, label: a.label, amount: a.amountCents, reason: a.reason, by: a.byName, removable: true })),
      ...pay.flatMap((p) => p.adjustments.filter((a) => run.state === 'finalised' || a.carried).map((a) => ({
        employee_id: p.employeeId, label: a.label, amount: a.amountCents, reason: a.reason, by: a.byName, removable: false,
      }))).map((a, i) => ({ id: -(i + 1), ...a })),
    ],
    staff: staff.map((s) => ({ id: s.id, name: s.name })),
  }, { title: 'Payroll' });
}

/** payrolls.finalise: the snapshot, once; a second submit is told it is already done. */
export async function finalise(req: Request, res: Response) {
  const store = req.store!;
  const run = await findRun(req);
  if (run.state === 'open' && run.periodEnd >= storeToday(store.timezone)) {
    flash(req, 'error', `This period runs until ${mdy(run.periodEnd)}; finalise it after it ends.`);
    return res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
  }
  // In order: a shortfall is carried into the next period, and tips lock up to the last finalised day.
  const earlier = run.state === 'open' ? await getOpenRunBefore(req.ctx.db, store.id, run.periodStart) : null;
  if (earlier) {
    flash(req, 'error', `Finalise the payroll for ${mdy(earlier.periodStart)} to ${mdy(earlier.periodEnd)} first.`);
    return res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
  }
  const order = run.state === 'open' ? finalisingProblem(await loadSchedule(req.ctx.db, store.id), await finalisedThrough(req.ctx.db, store.id), { start: run.periodStart, end: run.periodEnd }) : null;
  if (order) {
    flash(req, 'error', order);
    return res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
  }
  const outcome = run.state === 'finalised' ? 'already' : await finalisePayrollRun(req.ctx.db, store.id, store.timezone, run, req.actor!);
  flash(req, outcome === 'finalised' ? 'success' : 'error', outcome === 'finalised' ? 'Payroll finalised.' : 'This payroll was already finalised.');
  res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
}
