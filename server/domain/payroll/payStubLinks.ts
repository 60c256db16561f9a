import { signedRouteUrl, type LinkMaker } from '../security/signedLinks';
import { clock } from '../../../common/clock';
import { say } from '../../../common/said';

/**
 * A technician's pay stub link (customer side, no sign-in): signed for one
 * store, finalised run and employee under its own purpose, valid 90 days.
 */
export const STUB_PURPOSE = 'pay-stub';
export const STUB_DAYS = 90;
export const STUB_LINK_INVALID = say('validation.payrolls.thisPayStubLinkIs');

export function stubLink(
  secrets: LinkMaker,
  storeId: number,
  runId: number,
  employeeId: number,
  now = clock.now(),
): string {
  return signedRouteUrl(
    secrets,
    STUB_PURPOSE,
    'payrolls.employee_report',
    { store: storeId, payroll: runId, employee: employeeId },
    new Date(now.getTime() + STUB_DAYS * 86_400_000),
  );
}
