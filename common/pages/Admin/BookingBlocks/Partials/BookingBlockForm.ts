// Types of resources/js/Pages/Admin/BookingBlocks/Partials/BookingBlockForm.tsx that page props use.
export interface EmployeeOption {
  id: number;
  name: string;
}
