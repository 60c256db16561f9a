import { z } from 'zod';
import { NAIL_MENU, NAIL_MENU_KEYS } from '../../domain/setup/nailMenu';
import { cents } from './fields';

/** setup.services.store: the ticked template services with their (edited) prices. */
export const nailMenuSchema = z.object({
  services: z
    .array(z.object({
      key: z.enum(NAIL_MENU_KEYS, { error: 'Choose services from the template.' }),
      price: cents('price', { max: 1_000_000 }),
    }), { error: 'Choose services from the template.' })
    .min(1, 'Tick at least one service, or skip this step.')
    .max(NAIL_MENU.length, 'Choose services from the template.'),
});
