import { z } from 'zod';
import { NAIL_MENU, NAIL_MENU_KEYS } from '../../domain/setup/nailMenu';
import { SETUP_STEP_KEYS } from '../../domain/setup/checklist';
import { cents, percentBp } from './fields';
import { employeeSchema } from './employees';
import { businessSettingsSchema } from './settings';
import { say } from '../../../common/said';

/** setup.services.store: the ticked template services with their (edited) prices. */
export const nailMenuSchema = z.object({
  services: z
    .array(
      z.object({
        key: z.enum(NAIL_MENU_KEYS, {
          error: say('validation.settings.chooseServicesFromTheTemplate'),
        }),
        price: cents('price', { max: 1_000_000 }),
      }),
      { error: say('validation.settings.chooseServicesFromTheTemplate') },
    )
    .min(1, say('validation.settings.tickAtLeastOneService'))
    .max(NAIL_MENU.length, say('validation.settings.chooseServicesFromTheTemplate')),
});

/** setup.show?step=…: an unknown step opens where the store left off. */
export const setupStepQuerySchema = z.object({
  step: z.enum(SETUP_STEP_KEYS).optional().catch(undefined),
});

/** setup.business.store: Settings → Business info's own rules; the receipt logo stays where Settings sets it. */
export const setupBusinessSchema = businessSettingsSchema.omit({ receipt_logo_url: true });

/**
 * setup.technicians.store: a first technician with the Employees page's own
 * rules for each field (the User ID and card are checked against the store
 * by employeeProblems), and the commission as the payroll page takes it.
 */
export const setupTechnicianSchema = employeeSchema
  .pick({ name: true, employee_id: true, password: true, card_swipe_id: true })
  .extend({
    commission_rate: z.preprocess((v) => v ?? '', percentBp('commissionRate')),
  });
export type SetupTechnicianInput = z.infer<typeof setupTechnicianSchema>;
