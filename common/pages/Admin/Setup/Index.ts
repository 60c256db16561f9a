// The props of resources/js/Pages/Admin/Setup/Index.tsx, as the server sends them.
import type { Day } from '../OpeningHours/Index';
import type { StoreRegion } from '../../../intlFormats';

export type SetupItemKey =
  'business' | 'opening_hours' | 'services' | 'technicians' | 'station' | 'terminal' | 'tip_rules';
export type SetupStep = 'business' | 'hours' | 'services' | 'technicians' | 'station';

export interface SetupChecklistItem {
  key: SetupItemKey;
  done: boolean;
  /** How many there are (days open, services, employees…): the page says what is there in its language. */
  count: number;
  /** The screen where it is set up. */
  url: string;
}

export interface TemplateService {
  key: string;
  category: string;
  name: string;
  /** The template's price, for the editable price field. */
  price_cents: number;
  duration: string;
  /** The store's menu has a service of this name: importing it again does nothing. */
  on_menu: boolean;
}

export interface WizardStep {
  key: SetupStep;
  /** What the database says: the step's checklist item is done. */
  done: boolean;
  url: string;
}

export interface SetupTechnician {
  id: number;
  name: string;
  employee_id: string;
  /** Commission percent (60 = 60 %). */
  commission: number | null;
}

export interface Props {
  store: { name: string };
  /** The open step: asked for, or the first not done. */
  step: SetupStep;
  steps: WizardStep[];
  checklist: SetupChecklistItem[];
  /** How many items are done, of checklist.length. */
  done: number;
  /** Skip and Next: the step after this one, or Welcome after the last. */
  next_url: string;
  welcome_url: string;
  /** Only the open step's values travel. */
  business?: {
    name: string;
    address: string;
    phone: string;
    timezone: string;
    region: StoreRegion;
  };
  time_zones?: { zone: string; label: string }[];
  /** The regions a store may choose, as codes (the page names them). */
  regions?: StoreRegion[];
  days?: Day[];
  template?: TemplateService[];
  technicians?: SetupTechnician[];
  stations?: { id: number; name: string }[];
}
