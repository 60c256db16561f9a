import {
  finalisedThrough,
  getPayrollRun,
  listPayees,
  listPayrollAdjustments,
  openPayrollRun,
  savePayrollSchedule,
  sumRunLines,
} from '../../../database/queries/payrolls';
import { unsettledCardTips } from '../../../database/queries/closeBatches';
import { addDays, storeDayBounds, storeToday } from '../../../common/storeTime';
import {
  nextPayablePeriod,
  openingProblem,
  periodContaining,
} from '../../domain/payroll/payPeriods';
import {
  finaliseRefusal,
  offeredPeriods,
  periodsWithRuns,
} from '../../domain/payroll/payrollControl';
import {
  computePeriodsPay,
  finalisePayrollRun,
  loadSchedule,
  payOfRun,
} from '../../domain/payroll/payrollRuns';
import { stubLink } from '../../domain/payroll/payStubLinks';
import { storeAction } from '../action';
import { ValidationError } from '../errors';
import { payrollControlPage, payrollCreatePage, payrollEditPage } from '../presenters/payrolls';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { openRunSchema, scheduleSchema } from '../validators/payrolls';
import { say } from '../../../common/said';

/** The payroll run a route names, if it is the store's. */
const payrollParam = { payroll: getPayrollRun };

/** payrolls.index (Payroll Control): the schedule, and the recent periods with their state and totals. */
export const index = storeAction({}, async ({ db, store, res }) => {
  const schedule = await loadSchedule(db, store.id);
  const today = storeToday(store.timezone);
  const { runs, through, next, all } = await offeredPeriods(db, store.id, schedule, today);
  const finalisedSums = await sumRunLines(
    db,
    store.id,
    runs.filter((r) => r.state === 'finalised').map((r) => r.id),
  );
  const listed = periodsWithRuns(all, runs);
  // Every period not yet finalised, live, in one batched computation (a constant number of statements).
  const live = listed.filter((x) => x.run?.state !== 'finalised');
  const livePay = await computePeriodsPay(
    db,
    store.id,
    store.timezone,
    live.map((x) => ({ period: x.period, runId: x.run?.id ?? null })),
    schedule.cardTipFeeBp,
  );
  await res.inertia(
    'Admin/Payrolls/Index',
    payrollControlPage({
      today,
      schedule,
      through,
      next,
      runs,
      listed,
      finalisedSums,
      live,
      livePay,
    }),
    { title: 'Payroll Control' },
  );
});

/** payrolls.schedule: weekly, every two weeks or twice a month, from a chosen day. */
export const schedule = storeAction(
  { input: scheduleSchema },
  async ({ db, store, input, req, res }) => {
    await savePayrollSchedule(db, store.id, {
      frequency: input.frequency,
      anchorDate: input.anchor_date,
      cardTipFeeBp: input.card_tip_fee,
    });
    flash(req, 'success', say('flash.payrolls.payScheduleSaved'));
    res.redirect(303, routeUrl('payrolls.index'));
  },
);

/** payrolls.create: pick a period that has no run yet. */
export const create = storeAction({}, async ({ db, store, req, res }) => {
  const schedule = await loadSchedule(db, store.id);
  const today = storeToday(store.timezone);
  const { runs, through, next, all } = await offeredPeriods(db, store.id, schedule, today);
  const open = all.filter(
    (p) =>
      p.start <= today &&
      !runs.some((r) => r.periodStart === p.start) &&
      !openingProblem(schedule, through, p),
  );
  const wanted = typeof req.query.start === 'string' ? req.query.start : null;
  await res.inertia(
    'Admin/Payrolls/Create',
    payrollCreatePage({ today, through, next, runs, open, wanted }),
    { title: 'Run Payroll' },
  );
});

/** payrolls.store: opens (or finds) the run of a period of the store's schedule, then shows it. */
export const store = storeAction(
  { input: openRunSchema },
  async ({ db, store, actor, input: { period_start }, req, res }) => {
    const schedule = await loadSchedule(db, store.id);
    const through = await finalisedThrough(db, store.id);
    // After a finalised run only the period starting the day after it (a bridge, if the schedule changed since).
    const next = nextPayablePeriod(schedule, through);
    const period = next?.start === period_start ? next : periodContaining(schedule, period_start);
    const today = storeToday(store.timezone);
    if (period.start !== period_start)
      throw new ValidationError({ period_start: say('validation.payrolls.chooseAPayPeriodOf') });
    if (period.start > today)
      throw new ValidationError({
        period_start: say('validation.payrolls.thisPeriodHasNotStarted'),
      });
    if (!next && period.start < addDays(today, -400))
      throw new ValidationError({ period_start: say('validation.payrolls.chooseAPeriodFromThe') });
    // Out of order, a period's tickets could be paid twice (at or before the last finalised one) or never (one skipped).
    const problem = openingProblem(schedule, through, period);
    if (problem) throw new ValidationError({ period_start: problem });
    const run = await openPayrollRun(db, store.id, period, actor.name);
    flash(req, 'success', say('flash.payrolls.payrollOpened'));
    res.redirect(303, routeUrl('payrolls.edit', { payroll: run.id }));
  },
);

/** payrolls.edit: per technician the computation (live while open, the snapshot once finalised), adjustments and Finalise. */
export const edit = storeAction(
  { load: payrollParam },
  async ({ db, store, bound: { payroll: run }, req, res }) => {
    const pay = await payOfRun(db, store.id, store.timezone, run);
    const adjustments =
      run.state === 'open' ? await listPayrollAdjustments(db, store.id, run.id) : [];
    const staff =
      run.state === 'open'
        ? (await listPayees(db, store.id)).filter(
            (p) => p.isActive || pay.some((x) => x.employeeId === p.id),
          )
        : [];
    // Only a warning: payroll pays the tips as the tickets have them.
    const unsettled =
      run.state === 'open'
        ? await unsettledCardTips(
            db,
            store.id,
            storeDayBounds(store.timezone, run.periodStart).start,
            storeDayBounds(store.timezone, run.periodEnd).end,
          )
        : { count: 0, cents: 0 };
    const secrets = {
      appUrl: req.ctx.config.appUrl,
      sessionSecret: req.ctx.config.sessionSecret,
      routeUrl,
    };
    await res.inertia(
      'Admin/Payrolls/Edit',
      payrollEditPage({
        run,
        today: storeToday(store.timezone),
        pay,
        adjustments,
        staff,
        unsettled,
        stubUrl: (employeeId) =>
          run.state === 'finalised' ? stubLink(secrets, store.id, run.id, employeeId) : null,
      }),
      { title: 'Payroll' },
    );
  },
);

/** payrolls.finalise: the snapshot, once; a second submit is told it is already done. */
export const finalise = storeAction(
  { load: payrollParam },
  async ({ db, store, actor, bound: { payroll: run }, req, res }) => {
    const back = routeUrl('payrolls.edit', { payroll: run.id });
    const refusal = await finaliseRefusal(db, store.id, store.timezone, run);
    if (refusal) {
      flash(req, 'error', refusal);
      return res.redirect(303, back);
    }
    const outcome =
      run.state === 'finalised'
        ? 'already'
        : await finalisePayrollRun(db, store.id, store.timezone, run, actor);
    flash(
      req,
      outcome === 'finalised' ? 'success' : 'error',
      outcome === 'finalised'
        ? say('flash.payrolls.payrollFinalised')
        : say('flash.payrolls.thisPayrollWasAlreadyFinalised'),
    );
    res.redirect(303, back);
  },
);
