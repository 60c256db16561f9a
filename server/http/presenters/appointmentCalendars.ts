import type { listCheckInServices } from '../../../database/queries/checkIns';
import { MANUAL_STATUSES } from '../../domain/appointments/statuses';
import { checkInServiceMenu } from './checkIns';

/** The calendar's booking form: the desk's service picker, and the statuses a person may set by hand (codes; the page says them). */
export const calendarForms = (menu: Awaited<ReturnType<typeof listCheckInServices>>) => ({
  service_menu: checkInServiceMenu(menu),
  statuses: [...MANUAL_STATUSES],
});
