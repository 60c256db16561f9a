import type { Db } from '../../../database/client';
import { setupCounts } from '../../../database/queries/setup';

export type SetupItemKey = 'opening_hours' | 'services' | 'technicians' | 'station' | 'terminal' | 'tip_rules';

export interface SetupItem {
  key: SetupItemKey;
  label: string;
  done: boolean;
  /** What is there ("6 days open", "15 services"), or what to do. */
  detail: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a new store still has to set up (issue 20): the Setup page's checklist and the dashboard's "Finish setting up" card. */
export async function setupChecklist(db: Db, storeId: number): Promise<SetupItem[]> {
  const c = await setupCounts(db, storeId);
  return [
    { key: 'opening_hours', label: 'Opening hours', done: c.openDays > 0, detail: c.openDays ? `${plural(c.openDays, 'day')} open a week` : 'Set the days and hours the salon is open.' },
    { key: 'services', label: 'Services', done: c.services > 0, detail: c.services ? plural(c.services, 'service') : 'Add your menu, or start from the nail salon template below.' },
    { key: 'technicians', label: 'Technicians', done: c.technicians > 0, detail: c.technicians ? plural(c.technicians, 'employee') : 'Add the people who work on customers.' },
    { key: 'station', label: 'Station', done: c.stations > 0, detail: c.stations ? plural(c.stations, 'station') : 'Add the front desk device that takes payments.' },
    { key: 'terminal', label: 'Card terminal', done: c.terminals > 0, detail: c.terminals ? plural(c.terminals, 'terminal') : 'Connect a card terminal, or take cards by hand.' },
    { key: 'tip_rules', label: 'Tip rules', done: c.tipRules > 0, detail: c.tipRules ? 'Saved' : 'Choose the suggested tips and how they are split.' },
  ];
}
