// Types of resources/js/Pages/Admin/ClockInClockOuts/Partials/AuditTrail.tsx that page props use.
export interface AuditRow {
  id: number;
  /** ISO instant; the trail shows it in the store's zone. */
  at: string;
  /** Who made the change: the manager, or for an offline clock event taken at the sync the employee whose credentials confirmed it. */
  by: string;
  /** The manager's reason or note; empty for an offline clock event taken at the sync. */
  reason: string;
  /** manual: added or corrected under Clock In/Out; offline_sync: recorded offline, taken at the sync within the store's limits; offline_manager: recorded offline, accepted on Offline Tickets. */
  source: 'manual' | 'offline_sync' | 'offline_manager';
  /** The station an offline clock event came from, if the device was set to one. */
  station: string | null;
  /** Why an offline clock event waited for the manager who accepted it, in the reader's language. */
  waited: string | null;
  changes: { field: string; before: string; after: string }[];
}
