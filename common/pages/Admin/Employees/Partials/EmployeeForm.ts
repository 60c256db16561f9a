// Types of resources/js/Pages/Admin/Employees/Partials/EmployeeForm.tsx that page props use.
export interface EmployeeFormData {
  name: string;
  employee_id: string;
  phone: string;
  email: string;
  calendar_color: string;
  is_active: boolean;
  role_id: string;
  password: string;
  card_swipe_id: string;
  avatar_url: string;
  /** Edit only: take the card on file away. */
  remove_card?: boolean;
}
