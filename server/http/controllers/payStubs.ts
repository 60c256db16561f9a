import { storeDay } from '../../../common/intlFormats';
import type { Request, Response } from 'express';
import { renderSVG } from 'uqr';
import { getPayrollRun, getPayee, listRunLines } from '../../../database/queries/payrolls';
import { getStore } from '../../../database/queries/stores';
import { getAccountLocale } from '../../../database/queries/locales';
import { toLocale } from '../../../common/i18n';
import { formattersFor } from '../../../common/intlFormats';
import { translator } from '../../services/i18n';
import { shortDate } from '../../services/messageLocale';
import { checkSignedUrl, type LinkMaker } from '../../domain/security/signedLinks';
import {
  STUB_DAYS,
  STUB_LINK_INVALID,
  STUB_PURPOSE,
  stubLink,
} from '../../domain/payroll/payStubLinks';
import { detailOfSnapshot } from '../../domain/payroll/payrollRuns';
import { HttpError, notFound } from '../errors';
import { storeAction, type StoreAction } from '../action';
import { routeUrl } from '../urls';
import { flash } from '../validate';
import { payStubPage } from '../presenters/payStubs';
import { say } from '../../../common/said';

/**
 * A technician's pay stub on her phone (customer side, no sign-in): a signed
 * link to one finalised run's snapshot (payStubLinks.ts). The owner shows it
 * as a QR code or emails it from the payroll page.
 */
const secrets = (req: Request): LinkMaker => ({
  appUrl: req.ctx.config.appUrl,
  sessionSecret: req.ctx.config.sessionSecret,
  routeUrl,
});

/** The run and the technician a stub route names: the store's own (a gone employee may still be owed), or 404. */
const stubParams = { payroll: getPayrollRun, employee: getPayee };

/** This technician's snapshot line of the finalised run: none (not finalised, or not paid by it) is nothing to show. */
async function finalisedLine({
  db,
  store,
  bound: { payroll: run, employee },
}: StoreAction<typeof stubParams, unknown>) {
  const [line] =
    run.state === 'finalised' ? await listRunLines(db, store.id, run.id, employee.id) : [];
  if (!line) throw notFound();
  return line;
}

/** payrolls.stub_qr: the link as an SVG QR code to scan from the owner's screen. */
export const qr = storeAction({ load: stubParams }, async (a) => {
  const line = await finalisedLine(a);
  const svg = renderSVG(stubLink(secrets(a.req), a.store.id, a.bound.payroll.id, line.employeeId), {
    border: 2,
  });
  a.res.status(200).set({ 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' }).send(svg);
});

/** payrolls.stub_send: emails the link when the employee has an email. */
export const send = storeAction({ load: stubParams }, async (a) => {
  const {
    store,
    req,
    res,
    bound: { payroll: run, employee },
  } = a;
  const line = await finalisedLine(a);
  const back = routeUrl('payrolls.edit', { payroll: run.id });
  if (!employee.email) {
    flash(req, 'error', say('flash.payrolls.hasNoEmailAddressShow', { name: line.employeeName }));
    return res.redirect(303, back);
  }
  const link = stubLink(secrets(req), store.id, run.id, line.employeeId);
  // In the technician's own language, like the stub it opens.
  const locale = toLocale(
    await getAccountLocale(req.ctx.db, { kind: 'employee', id: line.employeeId }),
  );
  const t = translator(locale);
  const day = (ymd: string) =>
    locale === 'en' ? storeDay(ymd, store.region) : shortDate(ymd, locale);
  const period = { start: day(run.periodStart), end: day(run.periodEnd) };
  try {
    await req.ctx.mailer.send({
      to: employee.email,
      subject: t('mail.stub.subject', period),
      text: t('mail.stub.text', {
        ...period,
        name: line.employeeName,
        store: store.name,
        amount: formattersFor(locale, store.region).money(line.netCents),
        days: STUB_DAYS,
        link,
      }),
    });
  } catch (err) {
    req.log.error({ err, run: run.id }, 'the pay stub email could not be sent');
    flash(req, 'error', say('flash.payrolls.theEmailCouldNotBe'));
    return res.redirect(303, back);
  }
  flash(req, 'success', say('flash.payrolls.payStubSentTo', { name: line.employeeName }));
  res.redirect(303, back);
});

/** payrolls.employee_report: the stub itself, snapshot numbers only; a tampered or expired link is a 403. */
export async function show(req: Request, res: Response) {
  if (checkSignedUrl(secrets(req), STUB_PURPOSE, req.originalUrl) !== 'valid')
    throw new HttpError(403, STUB_LINK_INVALID);
  const store = await getStore(req.ctx.db, Number(req.params.store));
  const run = store ? await getPayrollRun(req.ctx.db, store.id, Number(req.params.payroll)) : null;
  const [line] =
    store && run?.state === 'finalised'
      ? await listRunLines(req.ctx.db, store.id, run.id, Number(req.params.employee))
      : [];
  if (!store || !run || !line) throw notFound();
  // The stub speaks the technician's own language (her account's), unless this phone chose another on the page.
  req.customerLocale = toLocale(
    await getAccountLocale(req.ctx.db, { kind: 'employee', id: Number(req.params.employee) }),
  );
  await res.inertia(
    'Customer/EmployeePayrollReport',
    payStubPage(
      store,
      { start: run.periodStart, end: run.periodEnd },
      detailOfSnapshot(line, null),
    ),
    { title: 'Pay stub' },
  );
}
