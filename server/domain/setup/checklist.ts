import type { Db } from '../../../database/client';
import { setupCounts } from '../../../database/queries/setup';

export type SetupItemKey =
  'business' | 'opening_hours' | 'services' | 'technicians' | 'station' | 'terminal' | 'tip_rules';

export interface SetupItem {
  key: SetupItemKey;
  label: string;
  done: boolean;
  /** What is there ("6 days open", "15 services"), or what to do. */
  detail: string;
  /** How many there are (days open, services, employees…): a page in another language says the detail its way. */
  count: number;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a new store still has to set up: the Setup page's checklist and the dashboard's "Finish setting up" card. */
export async function setupChecklist(db: Db, storeId: number): Promise<SetupItem[]> {
  const c = await setupCounts(db, storeId);
  return [
    {
      key: 'business',
      label: 'Business info',
      done: c.businessSaved,
      count: c.businessSaved ? 1 : 0,
      detail: c.businessSaved
        ? 'Phone, address and time zone saved'
        : 'Add the salon’s phone, address and time zone.',
    },
    {
      key: 'opening_hours',
      label: 'Opening hours',
      done: c.openDays > 0,
      count: c.openDays,
      detail: c.openDays
        ? `${plural(c.openDays, 'day')} open a week`
        : 'Set the days and hours the salon is open.',
    },
    {
      key: 'services',
      label: 'Services',
      done: c.services > 0,
      count: c.services,
      detail: c.services
        ? plural(c.services, 'service')
        : 'Add your menu, or start from the nail salon template below.',
    },
    {
      key: 'technicians',
      label: 'Technicians',
      done: c.technicians > 0,
      count: c.technicians,
      detail: c.technicians
        ? plural(c.technicians, 'employee')
        : 'Add the people who work on customers.',
    },
    {
      key: 'station',
      label: 'Station',
      done: c.stations > 0,
      count: c.stations,
      detail: c.stations
        ? plural(c.stations, 'station')
        : 'Add the front desk device that takes payments.',
    },
    {
      key: 'terminal',
      label: 'Card terminal',
      done: c.terminals > 0,
      count: c.terminals,
      detail: c.terminals
        ? plural(c.terminals, 'terminal')
        : 'Connect a card terminal, or take cards by hand.',
    },
    {
      key: 'tip_rules',
      label: 'Tip rules',
      done: c.tipRules > 0,
      count: c.tipRules,
      detail: c.tipRules ? 'Saved' : 'Choose the suggested tips and how they are split.',
    },
  ];
}

/**
 * The steps of the first-run wizard, in order, each with the checklist item
 * that says it is done. Card terminal and tip rules are not steps: a new
 * salon can take cards by hand and the tip rules have working defaults.
 */
export const SETUP_STEPS = [
  { key: 'business', item: 'business' },
  { key: 'hours', item: 'opening_hours' },
  { key: 'services', item: 'services' },
  { key: 'technicians', item: 'technicians' },
  { key: 'station', item: 'station' },
] as const satisfies readonly { key: string; item: SetupItemKey }[];
export type SetupStep = (typeof SETUP_STEPS)[number]['key'];
export const SETUP_STEP_KEYS = SETUP_STEPS.map((s) => s.key) as [SetupStep, ...SetupStep[]];

/**
 * Where the wizard opens when no step is asked for: the first step not done,
 * so leaving and coming back resumes from what the database says; the last
 * step (with Finish) once every step is done.
 */
export function resumeStep(items: readonly Pick<SetupItem, 'key' | 'done'>[]): SetupStep {
  const done = new Set(items.filter((i) => i.done).map((i) => i.key));
  return SETUP_STEPS.find((s) => !done.has(s.item))?.key ?? SETUP_STEPS[SETUP_STEPS.length - 1].key;
}

/** The step after this one, or null after the last (Finish). */
export function nextStep(step: SetupStep): SetupStep | null {
  return SETUP_STEP_KEYS[SETUP_STEP_KEYS.indexOf(step) + 1] ?? null;
}

/** The dashboard's "Finish setting up" card: what is left, until nothing is or the owner hid it. */
export function setupCardItems<T extends Pick<SetupItem, 'done'>>(
  items: readonly T[],
  dismissedAt: Date | null,
): T[] | null {
  if (dismissedAt) return null;
  const left = items.filter((i) => !i.done);
  return left.length ? left : null;
}
