import { z } from 'zod';
import { DRAWER_MAX_CENTS, DRAWER_REASON_MAX } from '../../../common/drawer';
import { DRAWER_MOVEMENT_KINDS } from '../../../database/schema';
import { cents, id, optionalText, text } from './fields';
import { say } from '../../../common/said';
import { sayLabel, type Label } from '../../../common/labels';

/** The form's key: one submit is one record however often it arrives (a double tap, a retry). */
const formKey = z
  .string({ error: say('validation.drawer.theFormKeyIsMissing') })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, say('validation.drawer.theFormKeyIsInvalid'));

const amount = (label: Label, min: number) =>
  cents(label, { max: DRAWER_MAX_CENTS }).pipe(
    z.number().min(min, say('validation.field.theMustBeAtLeast2', { label: sayLabel(label) })),
  );

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** cash-drawer.store: open the drawer with its float ($0 to $100,000). */
export const openDrawerSchema = z.object({ float: amount('float', 0), idempotency_key: formKey });

/** cash-drawer.movements.store: a pay-in, pay-out, tip payout (to a technician) or drop, $0.01 to $100,000, with a reason. */
export const movementSchema = z
  .object({
    kind: z.enum(DRAWER_MOVEMENT_KINDS, { error: say('validation.drawer.choosePayInPayOut') }),
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
        message: say('validation.drawer.chooseTheTechnicianTheTip'),
      });
  });
export type MovementFormInput = z.infer<typeof movementSchema>;

/** cash-drawer.close: the blind count, $0 to $100,000. */
export const closeDrawerSchema = z.object({ counted: amount('count', 0) });

/** cash-drawer.approve: the reason, and a manager's staff number (or email) and password unless the signed-in manager approves. */
export const approveDrawerSchema = z
  .object({
    approval_reason: text('reason', DRAWER_REASON_MAX),
    approver_id: optionalText('staffNumber', 254),
    approver_password: z
      .string({ error: say('validation.drawer.theManagerSPasswordMust') })
      .max(
        200,
        say('validation.field.theMayNotBeLonger', { label: sayLabel('password'), max: 200 }),
      )
      .optional()
      .default(''),
  })
  .superRefine((v, ctx) => {
    if (v.approver_id && !v.approver_password)
      ctx.addIssue({
        code: 'custom',
        path: ['approver_password'],
        message: say('validation.drawer.theManagerSPasswordIs'),
      });
  });

/** cash-drawer.settings.update: how far a count may be off before a manager must approve it ($0 to $100,000). */
export const drawerSettingsSchema = z.object({ variance_threshold: amount('threshold', 0) });

/** cash-drawer.index: the history's page. */
export const drawerIndexSchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
