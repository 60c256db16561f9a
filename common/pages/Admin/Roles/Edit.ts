// The props of resources/js/Pages/Admin/Roles/Edit.tsx, as the server sends them.
import type { RoleRow } from './Index';

export interface Props {
  role: RoleRow;
  permissions: readonly string[];
}
