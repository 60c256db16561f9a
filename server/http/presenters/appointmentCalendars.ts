import type { listCheckInServices } from '../../../database/queries/checkIns';
import { MANUAL_STATUSES, STATUS_LABELS } from '../../domain/appointments/statuses';
import { checkInServiceMenu } from './checkIns';

/** The calendar's booking form: the desk's service picker, and the statuses a person may set by hand. */
export const calendarForms = (menu: Awaited<ReturnType<typeof listCheckInServices>>) => ({
  service_menu: checkInServiceMenu(menu),
  statuses: MANUAL_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
});
