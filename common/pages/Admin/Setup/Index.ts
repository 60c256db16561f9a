// The props of resources/js/Pages/Admin/Setup/Index.tsx, as the server sends them.

export type SetupItemKey = 'opening_hours' | 'services' | 'technicians' | 'station' | 'terminal' | 'tip_rules';

export interface SetupChecklistItem {
  key: SetupItemKey;
  label: string;
  done: boolean;
  detail: string;
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

export interface Props {
  store: { name: string };
  checklist: SetupChecklistItem[];
  /** How many items are done, of checklist.length. */
  done: number;
  template: TemplateService[];
  business_url: string;
}
