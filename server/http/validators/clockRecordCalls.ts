import type { Label } from '../../../common/labels';
import { z } from 'zod';
import { cents, id } from './fields';

/** Confirm Account takes exactly the employee-login credentials (docs/requirements.md §2, §5). */
export { employeeLoginSchema as confirmAccountSchema } from './auth';

/** Up to $100,000 per field keeps an integer column far from overflow. */
const MAX_CENTS = 10_000_000;

/** An amount field the modal may leave blank: blank is zero, never negative. */
export const shiftAmount = (label: Label) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? 0 : v),
    cents(label, { max: MAX_CENTS }),
  );

export const clockInSchema = z.object({ employee_id: id('employee') });
export type ClockInInput = z.infer<typeof clockInSchema>;

export const clockOutSchema = clockInSchema.extend({
  tip_amount: shiftAmount('tipAmount'),
  bonus_tip: shiftAmount('bonusAmount'),
  cash_out: shiftAmount('cashOut'),
});
export type ClockOutInput = z.infer<typeof clockOutSchema>;
