import type { Db } from '../../../database/client';
import { setupCounts } from '../../../database/queries/setup';

export type SetupItemKey =
  'business' | 'opening_hours' | 'services' | 'technicians' | 'station' | 'terminal' | 'tip_rules';

/**
 * One thing a new store sets up. Values only: the pages name it and say what is there (or what to
 * do) by its key and count, in the reader's language (docs/features/languages-and-offline.md).
 */
export interface SetupItem {
  key: SetupItemKey;
  done: boolean;
  /** How many there are (days open, services, employees…). */
  count: number;
}

/** What a new store still has to set up: the Setup page's checklist and the dashboard's "Finish setting up" card. */
export async function setupChecklist(db: Db, storeId: number): Promise<SetupItem[]> {
  const c = await setupCounts(db, storeId);
  return [
    {
      key: 'business',
      done: c.businessSaved,
      count: c.businessSaved ? 1 : 0,
    },
    {
      key: 'opening_hours',
      done: c.openDays > 0,
      count: c.openDays,
    },
    {
      key: 'services',
      done: c.services > 0,
      count: c.services,
    },
    {
      key: 'technicians',
      done: c.technicians > 0,
      count: c.technicians,
    },
    {
      key: 'station',
      done: c.stations > 0,
      count: c.stations,
    },
    {
      key: 'terminal',
      done: c.terminals > 0,
      count: c.terminals,
    },
    {
      key: 'tip_rules',
      done: c.tipRules > 0,
      count: c.tipRules,
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
