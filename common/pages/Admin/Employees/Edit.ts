// The props of resources/js/Pages/Admin/Employees/Edit.tsx, as the server sends them.
import type { EmployeeFormData } from './Partials/EmployeeForm';
import type { RoleOption } from './types';
import type { Locale } from '../../../i18n';

export interface Props {
  employee: Omit<EmployeeFormData, 'password' | 'role_id' | 'card_swipe_id' | 'remove_card'> & {
    id: number;
    role_id: number | null;
    has_card: boolean;
    locale: Locale;
  };
  roles: RoleOption[];
}
