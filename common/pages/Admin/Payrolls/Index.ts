// The props of resources/js/Pages/Admin/Payrolls/Index.tsx, as the server sends them.
export interface Period {
  start: string;
  end: string;
  run_id: number | null;
  state: string;
  current: boolean;
  ended: boolean;
  /** Once a payroll is finalised, only the period starting the day after it may be run. */
  can_run: boolean;
  /** Why a period without a run is not offered (short, beside it), or null. */
  not_offered: string | null;
  technicians: number;
  service_sales: number;
  tips: number;
  net: number;
}

export interface Props {
  schedule: {
    frequency: 'weekly' | 'biweekly' | 'semimonthly';
    anchor_date: string;
    card_tip_fee: string;
  };
  periods: Period[];
  /** The rule periods are run by, in a sentence: which one is next and why only that one. */
  run_order: string;
}
