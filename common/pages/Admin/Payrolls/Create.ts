// The props of resources/js/Pages/Admin/Payrolls/Create.tsx, as the server sends them.
export interface Props {
  periods: { start: string; end: string; ended: boolean }[];
  selected: string;
  /** Which period is next and why only that one, once a payroll is finalised. */
  run_order: string;
}
