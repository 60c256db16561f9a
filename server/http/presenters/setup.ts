import type { setupTechnicians } from '../../../database/queries/setup';
import type { getBusinessInfo } from '../../../database/queries/storeSettings';
import type { SetupChecklistItem } from '../../../common/pages/Admin/Setup/Index';
import { menuFor } from '../../../common/menu';
import type { Actor } from '../../domain/access/permissions';
import {
  nextStep,
  SETUP_STEPS,
  type SetupItem,
  type SetupItemKey,
  type SetupStep,
} from '../../domain/setup/checklist';
import { NAIL_MENU } from '../../domain/setup/nailMenu';
import { routeUrl } from '../urls';
import { US_TIME_ZONES } from '../validators/settings';
import { STORE_REGIONS, toStoreRegion } from '../../../common/intlFormats';

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

export const setupStepUrl = (step: SetupStep) => routeUrl('setup.show', {}, { step });

/** Where a saved step goes on to: the next step, or Welcome after the last. */
export const setupUrlAfter = (step: SetupStep) => {
  const next = nextStep(step);
  return next ? setupStepUrl(next) : routeUrl('setup.welcome');
};

/** setup.show: the wizard's frame around the open step (its values are the step's own props below). */
export const setupFrame = (store: { name: string }, step: SetupStep, items: SetupItem[]) => {
  const done = new Set(items.filter((i) => i.done).map((i) => i.key));
  return {
    store: { name: store.name },
    step,
    steps: SETUP_STEPS.map((s) => ({
      key: s.key,
      done: done.has(s.item),
      url: setupStepUrl(s.key),
    })),
    checklist: items.map(checklistItem),
    done: items.filter((i) => i.done).length,
    next_url: setupUrlAfter(step),
    welcome_url: routeUrl('setup.welcome'),
  };
};

/** The business step: what Settings → Business info edits, less the receipt logo. */
export const setupBusinessStep = (
  info: NonNullable<Awaited<ReturnType<typeof getBusinessInfo>>>,
) => ({
  business: {
    name: info.name,
    address: info.address ?? '',
    phone: info.phone ?? '',
    timezone: info.timezone,
    region: toStoreRegion(info.region),
  },
  time_zones: US_TIME_ZONES,
  regions: [...STORE_REGIONS],
});

/** The services step: the nail menu template, each saying whether a service of its name (any case) is on the menu already. */
export const setupServicesStep = (onMenu: Set<string>) => ({
  template: NAIL_MENU.map((m) => ({
    key: m.key,
    category: m.category,
    name: m.name,
    price_cents: m.priceCents,
    duration: `${m.durationMinutes} min`,
    on_menu: onMenu.has(m.name.toLowerCase()),
  })),
});

/** The technicians step: who is on staff, with their commission as a percent (none: null). */
export const setupTechniciansStep = (rows: Awaited<ReturnType<typeof setupTechnicians>>) => ({
  technicians: rows.map((t) => ({
    id: t.id,
    name: t.name,
    employee_id: t.staffNumber,
    commission: t.commissionRateBp === null ? null : t.commissionRateBp / 100,
  })),
});

/**
 * setup.welcome: what is set up, what is left, and the salon's real links (`absolute` makes a
 * link to share); the Teams page only for whoever its menu entry shows to.
 */
export function welcomePage(p: {
  store: { id: number; name: string };
  actor: Actor;
  items: SetupItem[];
  kioskToken: string;
  absolute: (path: string) => string;
}) {
  const { store, absolute } = p;
  return {
    store: { name: store.name },
    checklist: p.items.map(checklistItem),
    done: p.items.filter((i) => i.done).length,
    links: {
      pos: routeUrl('pos.select_technician'),
      booking: absolute(routeUrl('booking.create', { store: store.id })),
      kiosk: absolute(routeUrl('kiosk.show', { token: p.kioskToken })),
      employees: routeUrl('employees.index'),
      // Inviting people by email is the Teams page's, for whoever its menu entry shows to.
      team: menuFor(p.actor).some((i) =>
        'group' in i
          ? i.children.some((c) => c.route === 'teams.index')
          : i.route === 'teams.index',
      )
        ? routeUrl('teams.index')
        : null,
      setup: routeUrl('setup.show'),
      dashboard: routeUrl('dashboard'),
    },
  };
}
