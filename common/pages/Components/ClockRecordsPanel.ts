// Types of resources/js/Components/ClockRecordsPanel.tsx that page props use.
/** One open clock record, as the dashboard's `clocked_in` prop sends it. */
export interface ClockedInEmployee {
  id: number;
  /** The staff number ("User ID" on screen). */
  employee_id: string;
  name: string;
  /** MM-DD-YYYY hh:mm A in the store's zone. */
  clock_in: string;
  clock_in_iso: string;
}
