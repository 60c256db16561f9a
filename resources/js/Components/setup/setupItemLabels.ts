import type { SetupItemKey } from '@common/pages/Admin/Setup/Index';

/**
 * Each first-run checklist item's name by its key: the server sends the key and its count, and the
 * dashboard's "Finish setting up" card and the Welcome page name it in the reader's language. The
 * words are in the dashboard group, which Welcome loads too (common/i18n.ts AREA_EXTRA_GROUPS).
 */
export const SETUP_ITEM_LABELS = {
  business: 'dashboard.setupItem.business',
  opening_hours: 'dashboard.setupItem.openingHours',
  services: 'dashboard.setupItem.services',
  technicians: 'dashboard.setupItem.technicians',
  station: 'dashboard.setupItem.station',
  terminal: 'dashboard.setupItem.terminal',
  tip_rules: 'dashboard.setupItem.tipRules',
} as const satisfies Record<SetupItemKey, string>;
