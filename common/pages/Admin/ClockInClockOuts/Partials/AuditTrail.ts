// Types of resources/js/Pages/Admin/ClockInClockOuts/Partials/AuditTrail.tsx that page props use.
export interface AuditRow {
  id: number;
  /** MM-DD-YYYY hh:mm A, store time. */
  at: string;
  by: string;
  reason: string;
  changes: { field: string; before: string; after: string }[];
}
