import type { SetupChecklistItem } from '../../../common/pages/Admin/Setup/Index';
import type { SetupItem, SetupItemKey } from '../../domain/setup/checklist';
import { routeUrl } from '../urls';

const WHERE: Record<SetupItemKey, () => string> = {
  business: () => routeUrl('setup.show', {}, { step: 'business' }),
  opening_hours: () => routeUrl('opening-hours.index'),
  services: () => routeUrl('services.index'),
  technicians: () => routeUrl('setup.show', {}, { step: 'technicians' }),
  station: () => routeUrl('stations.index'),
  terminal: () => routeUrl('terminal-devices.index'),
  tip_rules: () => routeUrl('tip-rules.index'),
};

export const checklistItem = (item: SetupItem): SetupChecklistItem => ({
  ...item,
  url: WHERE[item.key](),
});
