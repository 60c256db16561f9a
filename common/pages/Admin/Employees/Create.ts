// The props of resources/js/Pages/Admin/Employees/Create.tsx, as the server sends them.
import type { RoleOption } from './types';

export interface Props {
  roles: RoleOption[];
}
