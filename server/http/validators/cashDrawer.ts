import { z } from 'zod';
import { DRAWER_MAX_CENTS, DRAWER_REASON_MAX } from '../../../common/drawer';
import { DRAWER_MOVEMENT_KINDS } from '../../../database/schema';
import { cents, id, optionalText, text } from './fields';

/** The form's key: one submit is one record however often it arrives (a double tap, a retry). */
const formKey = z
  .string({ error: 'The form key is missing. Please reload the page.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The form key is invalid. Please reload the page.');

const amount = (label: string, min: number) =>
  cents(label, { max: DRAWER_MAX_CENTS }).pipe(
    z.number().min(min, `The ${label} must be at least $0.01.`),
  );

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** cash-drawer.store: open the drawer with its float ($0 to $100,000). */
export const openDrawerSchema = z.object({ float: amount('float', 0), idempotency_key: formKey });

/** cash-drawer.movements.store: a pay-in, pay-out, tip payout (to a technician) or drop, $0.01 to $100,000, with a reason. */
export const movementSchema = z
  .object({
    kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: 'Choose pay in, pay out, tip payout or drop.' }),
    amount: amount('amount', 1),
    reason: text('reason', DRAWER_REASON_MAX),
    employee_id: z.preprocess(blankToNull, id('technician').nullable()).optional(),
    idempotency_key: formKey,
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'tip_payout' && !v.employee_id)
      ctx.addIssue({
        code: 'custom',
        path: ['employee_id'],
        message: 'Choose the technician the tip is paid to.',
      });
  });
export type MovementFormInput = z.infer<typeof movementSchema>;

/** cash-drawer.close: the blind count, $0 to $100,000. */
export const closeDrawerSchema = z.object({ counted: amount('count', 0) });

/** cash-drawer.approve: the reason, and a manager's staff number (or email) and password unless the signed-in manager approves. */
export const approveDrawerSchema = z
  .object({
    approval_reason: text('reason', DRAWER_REASON_MAX),
    approver_id: optionalText('staff number', 254),
    approver_password: z
      .string({ error: 'The manager’s password must be text.' })
      .max(200, 'The password may not be longer than 200 characters.')
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.approver_id && !v.approver_password)
      ctx.addIssue({
        code: 'custom',
        path: ['approver_password'],
        message: 'The manager’s password is required.',
      });
  });

/** cash-drawer.settings.update: how far a count may be off before a manager must approve it ($0 to $100,000). */
export const drawerSettingsSchema = z.object({ variance_threshold: amount('threshold', 0) });

/** cash-drawer.index: the history's page. */
export const drawerIndexSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
