// Types of resources/js/Components/ClockRecordsPanel.tsx that page props use.
/** One open clock record, as the dashboard's `clocked_in` prop sends it. */
export interface ClockedInEmployee {
  id: number;
  /** The staff number ("User ID" on screen). */
  employee_id: string;
  name: string;
  /** The clock-in instant (ISO); the panel shows it in the store's zone. */
  clock_in: string;
}
