import type { SetupChecklistItem } from '../../../common/pages/Admin/Setup/Index';
import type { SetupItem, SetupItemKey } from '../../domain/setup/checklist';
import { routeUrl } from '../urls';

const WHERE: Record<SetupItemKey, () => string> = {
  opening_hours: () => routeUrl('opening-hours.index'),
  services: () => routeUrl('services.index'),
  technicians: () => routeUrl('employees.create'),
  station: () => routeUrl('stations.index'),
  terminal: () => routeUrl('terminal-devices.index'),
  tip_rules: () => routeUrl('tip-rules.index'),
};

export const checklistItem = (item: SetupItem): SetupChecklistItem => ({ ...item, url: WHERE[item.key]() });
